import type { PageMeta } from '../page-meta';

export const ARREPENTIMIENTO_META: PageMeta = {
  title: 'Botón de Arrepentimiento',
  description:
    'Arrepentite de una compra dentro de los 10 días corridos, sin iniciar sesión: te enviamos un enlace al correo con el que compraste para confirmarlo.',
};

export const BAJA_META: PageMeta = {
  title: 'Botón de Baja',
  description: 'Pedí la baja de tu cuenta y de todas nuestras comunicaciones, sin iniciar sesión.',
};
