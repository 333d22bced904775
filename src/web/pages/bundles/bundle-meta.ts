import type { PageMeta } from '../../../shared/page-meta';
import { COURSES_META } from '../../../shared/page-meta/courses';
import { counted } from '../../lib/plural';

/** Title and description of a bundle's page (the server sends the same); 'Cargando...' until it arrives. */
export function bundlePageMeta(
  bundle: { title: string; description: string } | undefined,
): PageMeta {
  if (!bundle) return { title: 'Cargando...', description: COURSES_META.description };
  return { title: bundle.title, description: bundle.description };
}

/** '1 curso' or 'N cursos'. */
export const coursesLabel = (count: number) => counted(count, 'curso', 'cursos');
