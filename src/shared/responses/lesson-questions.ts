import { z } from 'zod';
import { isoDate } from './common';
import { pageFields } from './admin';

/** A question under a lesson, as its students read it: texts rendered from markdown. */
export const LessonQuestionSchema = z.object({
  id: z.string(),
  /** First name and initial ('María G.'). */
  asker: z.string(),
  /** Whether the reader asked it. */
  own: z.boolean(),
  /** Hidden by the firm: only its asker still sees it. */
  hidden: z.boolean(),
  textHtml: z.string(),
  createdAt: isoDate,
  answerHtml: z.string().nullable(),
  answeredAt: isoDate.nullable(),
});
export type LessonQuestion = z.infer<typeof LessonQuestionSchema>;

export const LessonQuestionsAnswerSchema = z.object({ questions: z.array(LessonQuestionSchema) });
export type LessonQuestionsAnswer = z.infer<typeof LessonQuestionsAnswerSchema>;

export const AskedQuestionAnswerSchema = z.object({
  message: z.string(),
  question: LessonQuestionSchema,
});
export type AskedQuestionAnswer = z.infer<typeof AskedQuestionAnswerSchema>;

/** A question as the panel's 'Preguntas' shows it: texts as written. */
export const AdminQuestionSchema = z.object({
  id: z.string(),
  course: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  lesson: z.object({ id: z.number(), title: z.string() }),
  asker: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  text: z.string(),
  createdAt: isoDate,
  answer: z.string().nullable(),
  answeredAt: isoDate.nullable(),
  /** The administrator who last wrote the answer, when that account still exists. */
  answeredBy: z.string().nullable(),
  hiddenAt: isoDate.nullable(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const AdminQuestionsPageSchema = z.object({
  questions: z.array(AdminQuestionSchema),
  ...pageFields,
});
export type AdminQuestionsPage = z.infer<typeof AdminQuestionsPageSchema>;

export const AdminQuestionAnswerSchema = z.object({
  message: z.string(),
  question: AdminQuestionSchema,
});
export type AdminQuestionAnswer = z.infer<typeof AdminQuestionAnswerSchema>;

export const UnansweredQuestionsSchema = z.object({ count: z.number() });
export type UnansweredQuestions = z.infer<typeof UnansweredQuestionsSchema>;
