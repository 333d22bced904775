import * as routes from '../../shared/contracts/video-playback';
import { call } from './call';

/** Opens a hosted lesson on this device: its signed addresses, which expire within minutes. */
export const openLessonPlayback = (course: { id: number; slug: string }, moduleId: number) =>
  call(routes.openPlayback, { params: { id: course.id, slug: course.slug, moduleId } });
