import type { PageMeta } from '../page-meta';

export const CONSULTATIONS_META: PageMeta = {
  title: 'Consultas',
  description:
    'Reservá una consulta con nuestros contadores: impuestos, monotributo y los libros de tu pyme o emprendimiento, por videollamada, teléfono o en el estudio.',
};
