import type { PageMeta } from '../../../shared/page-meta';
import { COURSES_META } from '../../../shared/page-meta/courses';
import { youtubeId } from '../../../shared/youtube-id';
import type { CourseDetail } from '../../../shared/responses/courses';

/** Title and description of a course page; 'Cargando...' until the course arrives. */
export function coursePageMeta(title: string | undefined): PageMeta {
  if (!title) return { title: 'Cargando...', description: COURSES_META.description };
  return {
    title,
    description: `Descubre ${title}, explora los temas cubiertos, las habilidades que desarrollarás y las oportunidades que este curso puede ofrecerte para avanzar en tu carrera profesional como contador.`,
  };
}

/** '1 tema' or 'N temas'. */
export const topicsLabel = (count: number) => (count === 1 ? '1 tema' : `${count} temas`);

/** Whether the course has a trailer to show (a YouTube address the site can embed). */
export const hasTrailer = (course: CourseDetail) => youtubeId(course.urlTrailer) !== null;
