import { desc, eq, sql } from 'drizzle-orm';
import type { AdminAnnouncement } from '../../../shared/responses/announcements';
import type { Db } from '../../db/client';
import { announcementRecipients, announcements, users } from '../../db/schema';

/** How many of the newest announcements the panel lists. */
const LISTED = 100;

const countOf = (where: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from ${announcementRecipients} r where r.announcement_id = ${announcements.id}${where})`;

/** The announcements, newest first, with how far each one's sending went. */
export async function listAnnouncements(db: Db, id?: string): Promise<AdminAnnouncement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      courseId: announcements.courseId,
      courseTitle: announcements.courseTitle,
      createdAt: announcements.createdAt,
      finishedAt: announcements.finishedAt,
      authorName: sql<string | null>`${users.name} || ' ' || ${users.lastname}`,
      recipients: countOf(sql``),
      sent: countOf(sql` and r.sent_at is not null`),
      skipped: countOf(sql` and r.skipped_at is not null`),
    })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(id ? eq(announcements.id, id) : undefined)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(LISTED);
  return rows.map(({ courseId, courseTitle, createdAt, finishedAt, ...row }) => ({
    ...row,
    course: courseTitle === null ? null : { id: courseId, title: courseTitle },
    status: finishedAt ? 'sent' : 'sending',
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
  }));
}
