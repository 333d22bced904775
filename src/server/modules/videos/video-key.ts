import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseModules, courseUnits } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { ownsAnyOf } from '../enrollments/service';
import { hostedVideoReference } from '../../../shared/video-source';
import { findVideo } from './video-store';

export const VIDEO_NOT_OWNED = 'Este video es parte de un curso que todavía no tenés.';

/**
 * A video's AES-128 key for someone who may watch it: an admin, or the owner of a course one of
 * whose modules plays it. A refund or a block ends ownership, and with it the key.
 */
export async function videoKeyFor(db: Db, user: UserRow, videoId: string): Promise<Buffer> {
  const video = await findVideo(db, videoId);
  if (!video) throw notFound('No encontramos ese video.');
  if (!user.roles.includes('admin')) {
    const courseIds = db
      .select({ courseId: courseUnits.courseId })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
      .where(eq(courseModules.videoId, hostedVideoReference(video.id)));
    if (!(await ownsAnyOf(db, user.id, courseIds))) throw forbidden(VIDEO_NOT_OWNED);
  }
  return Buffer.from(video.encryptionKey, 'hex');
}
