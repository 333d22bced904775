import type { PageMeta } from '../page-meta';

export const COURSES_META: PageMeta = {
  title: 'Cursos',
  description:
    'Cursos en video de contabilidad e impuestos argentinos: para estudiantes y para dar los primeros pasos en la profesión. Acceso ilimitado y material descargable.',
};
