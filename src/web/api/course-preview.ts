import * as routes from '../../shared/contracts/course-preview';
import { call } from './call';

/** Opens a free preview lesson's hosted video for anyone: addresses that expire within minutes. */
export const openPreviewPlayback = (course: { id: number; slug: string }, moduleId: number) =>
  call(routes.previewPlayback, { params: { id: course.id, slug: course.slug, moduleId } });
