import { fieldError } from '../../errors';

export const PUBLIC_NEEDS_CONTENT =
  'Un curso público necesita al menos una unidad con un módulo: agregá contenido o dejalo privado.';

type Outline = { visibility: boolean; units: { modules: unknown[] }[] };

/**
 * A course is public (listed and sold) only with something to study: at least one unit with
 * at least one module. Creating it public without one is refused, and so is deleting the last
 * module of a public course: the administrator chooses 'Privado' on purpose, it never happens
 * behind their back.
 */
export function checkPublishable(course: Outline): void {
  if (course.visibility && !course.units.some((unit) => unit.modules.length > 0)) {
    throw fieldError('visibility', PUBLIC_NEEDS_CONTENT);
  }
}
