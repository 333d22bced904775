import type { PageMeta } from '../page-meta';

export const HOME_META: PageMeta = {
  title: 'Contabilidad, impuestos y cursos',
  description:
    'Estudio contable e impositivo en Argentina: asesoramiento fiscal, gestión contable y de costos, y cursos en video para estudiantes, contadores recién recibidos y emprendedores.',
};
