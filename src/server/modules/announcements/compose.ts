import { eq } from 'drizzle-orm';
import type { AnnouncementDraft } from '../../../shared/announcements';
import type {
  AdminAnnouncement,
  AnnouncementPreview,
} from '../../../shared/responses/announcements';
import type { ServiceContext } from '../../context';
import { announcementRecipients, announcements, courses } from '../../db/schema';
import { fieldError } from '../../errors';
import { newUnsubscribeLink, UNSUBSCRIBE_PATH } from '../unsubscribe/links';
import { ANNOUNCEMENT_JOB } from './delivery';
import { announcementMail } from './emails';
import { inFirmLayout, mailFirm } from '../../mail/layout/firm-layout';
import { listAnnouncements } from './list';
import { countRecipients, recipientIds } from './recipients';

const INSERT_CHUNK = 1000;

type Admin = { id: string; email: string; name: string };

/** The title of the course an announcement goes to (null: every student). */
async function courseTitleOf(ctx: ServiceContext, courseId: number | null) {
  if (courseId === null) return null;
  const [course] = await ctx.db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw fieldError('courseId', 'Elegí un curso de la lista.');
  return course.title;
}

/**
 * The mail as a student will get it (greeted as the administrator who looks at it), and how
 * many students would get it now. Its unsubscribe link is a sample that unsubscribes no one.
 */
export async function previewAnnouncement(
  ctx: ServiceContext,
  draft: AnnouncementDraft,
  admin: Admin,
): Promise<AnnouncementPreview> {
  const courseTitle = await courseTitleOf(ctx, draft.courseId);
  const url = `${ctx.config.appUrl}${UNSUBSCRIBE_PATH}?token=vista-previa`;
  const mail = announcementMail({
    ...draft,
    to: admin.email,
    name: admin.name,
    courseTitle,
    unsubscribe: { url, headers: {} },
  });
  return {
    subject: mail.subject,
    html: inFirmLayout(mailFirm(ctx.config), mail).html ?? '',
    text: mail.text,
    recipients: await countRecipients(ctx.db, draft.courseId),
  };
}

/**
 * Sends the draft to the administrator alone, as students will get it (with a working
 * unsubscribe link of their own); nothing is stored as an announcement.
 */
export async function sendTestAnnouncement(
  ctx: ServiceContext,
  draft: AnnouncementDraft,
  admin: Admin,
): Promise<void> {
  const courseTitle = await courseTitleOf(ctx, draft.courseId);
  const now = ctx.now();
  const mailId = await ctx.db.transaction(async (tx) =>
    ctx.mail.queue(
      tx,
      announcementMail({
        ...draft,
        subject: `[Prueba] ${draft.subject}`,
        to: admin.email,
        name: admin.name,
        courseTitle,
        unsubscribe: await newUnsubscribeLink(tx, {
          userId: admin.id,
          appUrl: ctx.config.appUrl,
          now,
        }),
      }),
    ),
  );
  await ctx.mail.deliver([mailId]);
}

/**
 * Writes an announcement and its recipients (who get it is settled now), then wakes the
 * sender; the mails leave at the bounded pace of delivery.ts. Refused when nobody would get it.
 */
export async function createAnnouncement(
  ctx: ServiceContext,
  draft: AnnouncementDraft,
  adminId: string,
): Promise<AdminAnnouncement> {
  const courseTitle = await courseTitleOf(ctx, draft.courseId);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .insert(announcements)
      .values({
        subject: draft.subject,
        body: draft.body,
        courseId: draft.courseId,
        courseTitle,
        authorId: adminId,
        createdAt: now,
      })
      .returning({ id: announcements.id });
    const recipients = await recipientIds(tx, draft.courseId);
    if (recipients.length === 0) {
      throw fieldError('courseId', 'Ningún alumno recibiría este anuncio: elegí otro curso.');
    }
    for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
      await tx
        .insert(announcementRecipients)
        .values(
          recipients
            .slice(i, i + INSERT_CHUNK)
            .map((userId) => ({ announcementId: written!.id, userId })),
        );
    }
    return written!.id;
  });
  // The every-minute pass sends it anyway: a queue that refuses now only delays it.
  await ctx.jobs
    .send(ANNOUNCEMENT_JOB, {})
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'announcement job not queued'));
  const [announcement] = await listAnnouncements(ctx.db, id);
  return announcement!;
}
