import type { PageMeta } from '../page-meta';

export const SERVICES_META: PageMeta = {
  title: 'Servicios',
  description:
    'Asesoramiento impositivo, gestión contable y de costos, y soluciones tributarias para monotributistas, responsables inscriptos, pymes y emprendedores.',
};
