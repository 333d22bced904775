import type { PageMeta } from '../page-meta';

export const MONOTRIBUTO_META: PageMeta = {
  title: 'Calculadora de Monotributo',
  description:
    'Calculá tu categoría del Monotributo y cuánto pagás por mes con la tabla vigente de ARCA: ingresos brutos, superficie, energía y alquileres, servicios o venta de bienes.',
};
