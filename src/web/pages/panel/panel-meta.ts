import type { PageMeta } from '../../../shared/page-meta';

/** Titles and descriptions of the panel's pages (private: not in the sitemap). */
export const PANEL_META = {
  dashboard: {
    title: 'Panel de administración',
    description: 'Ventas, alumnos y compras pendientes de un vistazo.',
  },
  users: { title: 'Usuarios', description: 'Buscá, editá y bloqueá las cuentas de los usuarios.' },
  purchases: {
    title: 'Compras',
    description: 'Las compras de cursos y los datos de cada pagador.',
  },
  courses: { title: 'Cursos', description: 'Todos los cursos, públicos y privados.' },
  invoices: {
    title: 'Facturas',
    description: 'Las facturas y notas de crédito electrónicas pedidas a ARCA, con su CAE.',
  },
  certificates: {
    title: 'Certificados',
    description: 'Los certificados de finalización emitidos: buscalos y revocalos con un motivo.',
  },
  settings: {
    title: 'Configuración',
    description: 'Cómo pueden pagar los compradores: cuotas y si son sin interés.',
  },
  coupons: {
    title: 'Cupones',
    description: 'Los códigos de descuento: creálos, editalos y pausalos; sus usos e ingresos.',
  },
  messages: {
    title: 'Mensajes',
    description:
      'Lo que escriben los visitantes en el formulario de contacto, respondido desde acá.',
  },
  questions: {
    title: 'Preguntas',
    description: 'Lo que preguntan los alumnos bajo cada lección, respondido desde acá.',
  },
  announcements: {
    title: 'Anuncios',
    description: 'Correos a los alumnos de un curso o de todos: novedades y cursos nuevos.',
  },
  requests: {
    title: 'Solicitudes',
    description: 'Los pedidos del Botón de Arrepentimiento y del Botón de Baja, con su estado.',
  },
} satisfies Record<string, PageMeta>;
