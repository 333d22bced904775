import type { PageMeta } from '../page-meta';

export const ARREPENTIMIENTO_META: PageMeta = {
  title: 'Botón de Arrepentimiento',
  description:
    'Arrepentite de una compra dentro de los 10 días corridos: sin iniciar sesión, con tu número de operación o el correo con el que compraste.',
};

export const BAJA_META: PageMeta = {
  title: 'Botón de Baja',
  description: 'Pedí la baja de tu cuenta y de todas nuestras comunicaciones, sin iniciar sesión.',
};
