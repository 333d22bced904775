import type { PageMeta } from '../../../shared/page-meta';

/** Titles and descriptions of the account pages (private: not in the sitemap). */
export const ACCOUNT_META = {
  profile: { title: 'Datos personales', description: 'Tu nombre, apellido y nombre de usuario.' },
  email: { title: 'Correo electrónico', description: 'Cambiá el correo electrónico de tu cuenta.' },
  password: { title: 'Contraseña', description: 'Cambiá la contraseña de tu cuenta.' },
  purchases: { title: 'Historial de compras', description: 'Las compras de cursos de tu cuenta.' },
  courses: { title: 'Mis cursos', description: 'Los cursos que adquiriste.' },
  delete: { title: 'Eliminar cuenta', description: 'Eliminá tu cuenta y tus datos personales.' },
} satisfies Record<string, PageMeta>;
