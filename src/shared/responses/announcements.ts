import { z } from 'zod';
import { isoDate } from './common';

/** An announcement as the panel's 'Anuncios' lists it. */
export const AdminAnnouncementSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** The course it went to; null = every student ('Todos los alumnos'). */
  course: z.object({ id: z.number().nullable(), title: z.string() }).nullable(),
  /** 'sending' while recipients wait their turn (the pace is bounded), then 'sent'. */
  status: z.enum(['sending', 'sent']),
  /** The students it was addressed to when it was sent. */
  recipients: z.number(),
  /** Mails handed over so far. */
  sent: z.number(),
  /** Students passed over because they unsubscribed before their turn. */
  skipped: z.number(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  authorName: z.string().nullable(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AnnouncementsListSchema = z.object({
  announcements: z.array(AdminAnnouncementSchema),
});
export type AnnouncementsList = z.infer<typeof AnnouncementsListSchema>;

/** The mail as students will get it, and how many will get it now. */
export const AnnouncementPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  recipients: z.number(),
});
export type AnnouncementPreview = z.infer<typeof AnnouncementPreviewSchema>;

export const AnnouncementSentSchema = z.object({
  message: z.string(),
  announcement: AdminAnnouncementSchema,
});
export type AnnouncementSent = z.infer<typeof AnnouncementSentSchema>;
