import { BRAND } from './brand';

export type PageMeta = { title: string; description: string };

/** Title and description of each page whose meta does not depend on data. */
export const PAGE_META = {
  home: {
    title: 'Contabilidad, impuestos y cursos',
    description:
      'Estudio contable e impositivo en Argentina: asesoramiento fiscal, gestión contable y de costos, y cursos en video para estudiantes, contadores recién recibidos y emprendedores.',
  },
  services: {
    title: 'Servicios',
    description:
      'Asesoramiento impositivo, gestión contable y de costos, y soluciones tributarias para monotributistas, responsables inscriptos, pymes y emprendedores.',
  },
  courses: {
    title: 'Cursos',
    description:
      'Cursos en video de contabilidad e impuestos argentinos: para estudiantes y para dar los primeros pasos en la profesión. Acceso ilimitado y material descargable.',
  },
  terms: {
    title: 'Términos y condiciones',
    description: `Condiciones de uso del sitio y de los cursos de ${BRAND.name}: licencia, pagos, reembolsos, responsabilidad y actualizaciones.`,
  },
  privacy: {
    title: 'Política de privacidad',
    description: `Cómo ${BRAND.name} recopila, usa y protege tus datos personales, según la Ley 25.326.`,
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que estabas buscando no ha sido encontrada.',
  },
  login: { title: 'Iniciar sesión', description: `Ingresá a tu cuenta de ${BRAND.name}.` },
  register: {
    title: 'Crear cuenta',
    description: `Creá tu cuenta en ${BRAND.name} para comprar y estudiar los cursos.`,
  },
  resetPassword: {
    title: 'Recuperar contraseña',
    description: 'Recibí por correo las instrucciones para crear una nueva contraseña.',
  },
  paymentResult: { title: 'Resultado del pago', description: 'Estado de tu pago.' },
  arrepentimiento: {
    title: 'Botón de Arrepentimiento',
    description:
      'Arrepentite de una compra dentro de los 10 días corridos: sin iniciar sesión, con tu número de operación o el correo con el que compraste.',
  },
  baja: {
    title: 'Botón de Baja',
    description:
      'Pedí la baja de tu cuenta y de todas nuestras comunicaciones, sin iniciar sesión.',
  },
} satisfies Record<string, PageMeta>;

export function formatTitle(title: string): string {
  return `${title} | ${BRAND.shortName}`;
}

/** Public pages listed in the sitemap, with their meta. */
export const SITEMAP_PAGES: { path: string; meta: PageMeta }[] = [
  { path: '/', meta: PAGE_META.home },
  { path: '/services', meta: PAGE_META.services },
  { path: '/courses', meta: PAGE_META.courses },
  { path: '/terms-and-conditions', meta: PAGE_META.terms },
  { path: '/privacy-policy', meta: PAGE_META.privacy },
  { path: '/arrepentimiento', meta: PAGE_META.arrepentimiento },
  { path: '/baja', meta: PAGE_META.baja },
];
