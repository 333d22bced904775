import { z } from 'zod';
import { pageFields } from './admin';
import { isoDate } from './common';
import { CourseRefSchema } from './courses';

/** A visible review as anyone reads it: the author by first name and initial only. */
export const PublicReviewSchema = z.object({
  rating: z.number(),
  text: z.string(),
  /** 'María G.' */
  author: z.string(),
  createdAt: isoDate,
  /** The firm's public answer, when it wrote one. */
  reply: z.string().optional(),
  repliedAt: isoDate.optional(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A page of a course's visible reviews, newest first, with the average and count of them all. */
export const CourseReviewsAnswerSchema = z.object({
  /** One decimal; null with no visible review. */
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(PublicReviewSchema),
  page: z.number(),
  pages: z.number(),
});
export type CourseReviewsAnswer = z.infer<typeof CourseReviewsAnswerSchema>;

/** A student's own review, as they wrote it; `hidden` when the firm took it off the page. */
export const OwnReviewSchema = z.object({
  rating: z.number(),
  text: z.string(),
  hidden: z.boolean(),
  reply: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** Whether the owner may review (and how far they are), and their review if they wrote one. */
export const OwnReviewAnswerSchema = z.object({
  review: OwnReviewSchema.nullable(),
  eligible: z.boolean(),
  /** The share of the course completed, rounded down, by the server's count. */
  percent: z.number(),
  /** The share needed to review (REVIEW_MIN_PROGRESS_PERCENT). */
  minPercent: z.number(),
});
export type OwnReviewAnswer = z.infer<typeof OwnReviewAnswerSchema>;

export const SentReviewAnswerSchema = z.object({ message: z.string(), review: OwnReviewSchema });
export type SentReviewAnswer = z.infer<typeof SentReviewAnswerSchema>;

/** A review as the panel's 'Opiniones' shows it: its author in full, with their e-mail. */
export const AdminReviewSchema = z.object({
  id: z.number(),
  course: CourseRefSchema,
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  rating: z.number(),
  text: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  hiddenAt: isoDate.nullable(),
  hiddenReason: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: isoDate.nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsPageSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  ...pageFields,
});
export type AdminReviewsPage = z.infer<typeof AdminReviewsPageSchema>;

export const AdminReviewAnswerSchema = z.object({ message: z.string(), review: AdminReviewSchema });
export type AdminReviewAnswer = z.infer<typeof AdminReviewAnswerSchema>;
