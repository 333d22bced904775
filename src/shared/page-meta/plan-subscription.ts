import type { PageMeta } from '../page-meta';

export const PLAN_CONTADOR_META: PageMeta = {
  title: 'Plan Contador: todos los cursos por mes',
  description:
    'Suscribite al Plan Contador y accedé a todos los cursos de contabilidad e impuestos, también a los nuevos, por un precio mensual con MercadoPago. Cancelás cuando quieras.',
};

export const PLAN_BAJA_META: PageMeta = {
  title: 'Cancelar el Plan Contador',
  description:
    'Cancelá tu suscripción al Plan Contador sin iniciar sesión: te enviamos un enlace al correo de tu cuenta para confirmarlo.',
};

export const SANDBOX_SUBSCRIPTION_META: PageMeta = {
  title: 'Suscripción de prueba',
  description: 'La pasarela de pagos de prueba del sitio: autorizá la suscripción sin dinero real.',
};
