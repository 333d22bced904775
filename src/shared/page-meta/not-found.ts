import type { PageMeta } from '../page-meta';

export const NOT_FOUND_META: PageMeta = {
  title: 'Página no encontrada',
  description: 'La página que estabas buscando no ha sido encontrada.',
};
