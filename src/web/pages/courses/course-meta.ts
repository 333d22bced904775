import type { PageMeta } from '../../../shared/page-meta';
import { counted } from '../../lib/plural';
import { COURSES_META } from '../../../shared/page-meta/courses';
import { youtubeId } from '../../../shared/youtube-id';
import type { CourseDetail } from '../../../shared/responses/courses';

/** Title and description of a course page; 'Cargando...' until the course arrives. */
export function coursePageMeta(title: string | undefined): PageMeta {
  if (!title) return { title: 'Cargando...', description: COURSES_META.description };
  return {
    title,
    description: `Descubrí ${title}: sus unidades, lo que vas a aprender y cómo te ayuda a avanzar en tu carrera profesional como contador.`,
  };
}

/** '1 unidad' or 'N unidades': the word the outline, the editor and the player use. */
export const unitsLabel = (count: number) => counted(count, 'unidad', 'unidades');

/** What the course teaches, without the points left blank in the editor. */
export const learningPointsOf = (course: Pick<CourseDetail, 'learningList'>) =>
  course.learningList.filter((point) => point.content.trim() !== '');

/** Whether the course has a trailer to show (a YouTube address the site can embed). */
export const hasTrailer = (course: CourseDetail) => youtubeId(course.urlTrailer) !== null;
