import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { openVideoPlayback } from '../videos/playback';
import { hostedVideoId } from '../../../shared/video-source';
import type { Playback } from '../../../shared/responses/video-playback';
import { loadStudyTree, moduleIn } from './service';

/**
 * Opens a lesson's hosted video for someone who may study its course (its owner, or an admin):
 * a visitor never gets here, and anyone else is refused as the course's other routes refuse.
 */
export async function openLessonPlayback(
  ctx: ServiceContext,
  request: {
    user: UserRow;
    sessionHash: string;
    address: string;
    courseId: number;
    moduleId: number;
  },
): Promise<Playback> {
  const tree = await loadStudyTree(ctx, request.user, request.courseId);
  const module = moduleIn(tree, request.moduleId);
  const videoId = hostedVideoId(module.videoId);
  if (!videoId) throw notFound('Esta clase no tiene un video alojado en el sitio.');
  return openVideoPlayback(ctx, { ...request, videoId, moduleId: module.id });
}
