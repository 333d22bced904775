import { AnnouncementDraftSchema } from '../announcements';
import {
  AnnouncementPreviewSchema,
  AnnouncementSentSchema,
  AnnouncementsListSchema,
} from '../responses/announcements';
import { MessageAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

// Every call but the list takes the same draft: { subject, body (markdown), courseId (null =
// every student) }.

/** The announcements sent so far, newest first ('Anuncios'). */
export const listAnnouncements = defineRoute({
  method: 'GET',
  path: '/admin/announcements',
  response: { 200: AnnouncementsListSchema },
});

/** The rendered mail and how many students would get it. */
export const previewAnnouncement = defineRoute({
  method: 'POST',
  path: '/admin/announcements/preview',
  body: AnnouncementDraftSchema,
  response: { 200: AnnouncementPreviewSchema },
});

/** 'Enviarme una prueba': to the signed-in administrator alone. */
export const testAnnouncement = defineRoute({
  method: 'POST',
  path: '/admin/announcements/test',
  body: AnnouncementDraftSchema,
  response: { 200: MessageAnswerSchema },
});

/** 'Enviar': to the students, at the pace of the announcements' delivery. */
export const sendAnnouncement = defineRoute({
  method: 'POST',
  path: '/admin/announcements',
  body: AnnouncementDraftSchema,
  response: { 200: AnnouncementSentSchema },
});
