import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { courseModules, courses, courseUnits } from '../../db/schema';
import { hostedVideoReference } from '../../../shared/video-source';

/**
 * Whether a module marked 'Vista previa gratuita' of a visible course plays the video: then
 * anyone may watch it, and its key is no secret to keep.
 */
export async function isPreviewVideo(db: Db, videoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
    .innerJoin(courses, eq(courseUnits.courseId, courses.id))
    .where(
      and(
        eq(courseModules.videoId, hostedVideoReference(videoId)),
        eq(courseModules.preview, true),
        eq(courses.visibility, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What a preview's addresses are signed with in place of a session's hash: derived from the
 * video's own secret key, so every instance checks them alike and no other video's verify.
 */
export const previewSigner = (encryptionKey: string) =>
  createHash('sha256').update(`preview:${encryptionKey}`).digest('hex');
