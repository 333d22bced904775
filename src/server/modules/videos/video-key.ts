import { eq } from 'drizzle-orm';
import { availableOn, lockedUntil } from '../../../shared/unit-release';
import type { Db } from '../../db/client';
import { courseModules, courseUnits } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { ownedEnrolments } from '../enrollments/service';
import { hostedVideoReference } from '../../../shared/video-source';
import { isPreviewVideo } from './preview-videos';
import { findVideo } from './video-store';

export const VIDEO_NOT_OWNED = 'Este video es parte de un curso que todavía no tenés.';

/**
 * Whether the user may play the video at `now`: a module of a course they own plays it, in a
 * unit open to them (drip release). Refused with the day its unit opens when every such unit is
 * still closed.
 */
async function checkMayWatch(db: Db, userId: string, videoId: string, now: Date): Promise<void> {
  const owned = ownedEnrolments(db, userId);
  const units = await db
    .select({
      releaseAfterDays: courseUnits.releaseAfterDays,
      releaseDate: courseUnits.releaseDate,
      enrolledAt: owned.grantedAt,
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
    .innerJoin(owned, eq(owned.courseId, courseUnits.courseId))
    .where(eq(courseModules.videoId, hostedVideoReference(videoId)));
  if (units.length === 0) throw forbidden(VIDEO_NOT_OWNED);
  const opening = units.map((unit) => lockedUntil(unit, unit.enrolledAt, now));
  if (opening.some((day) => day === null)) return;
  const first = opening.filter((day): day is string => day !== null).sort()[0]!;
  throw forbidden(availableOn(first));
}

/**
 * A video's AES-128 key for someone who may watch it now: an admin, the owner of a course one
 * of whose open units plays it, or anyone when a visible course's free preview plays it. A
 * refund or a block ends ownership, and with it the key.
 */
export async function videoKeyFor(
  db: Db,
  user: UserRow | null,
  videoId: string,
  now: Date,
): Promise<Buffer> {
  const video = await findVideo(db, videoId);
  if (!video) throw notFound('No encontramos ese video.');
  const key = Buffer.from(video.encryptionKey, 'hex');
  if (user?.roles.includes('admin')) return key;
  try {
    if (!user) throw unauthorized();
    await checkMayWatch(db, user.id, video.id, now);
  } catch (refusal) {
    if (!(await isPreviewVideo(db, video.id))) throw refusal;
  }
  return key;
}
