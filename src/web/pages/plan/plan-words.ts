import { counted } from '../../lib/plural';

/** The path of the plan's public page; the account page and the panel link to it. */
export const PLAN_PATH = '/plan-contador';

/** The plan's public page, opening its payer form once the visitor is back from signing in. */
export const PLAN_SUBSCRIBE_PATH = `${PLAN_PATH}?suscribirme=1`;

export const PLAN_UNAVAILABLE = 'El Plan Contador no está disponible por ahora.';

/** 'Todos los cursos, mientras estés suscripto' and how many there are today. */
export const allCoursesLine = (courses: number) =>
  `Todos los cursos, mientras estés suscripto: ${counted(courses, 'curso', 'cursos')} hoy y los que se sumen.`;
