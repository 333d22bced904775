import { z } from 'zod';
import { requiredText } from './fields';
import { itemIdParam } from './route-params';

export const TEAM_MEMBER_UNKNOWN = 'No encontramos a esa persona del equipo.';
export const NOT_A_TEAM_MEMBER = 'Elegí a alguien del equipo.';

/** A team member's id in a path: a positive 32-bit integer. */
export const TeamMemberIdSchema = itemIdParam('La persona del equipo no es válida.');

/** Who teaches a course: a team member's id, or null for nobody. */
export const InstructorIdSchema = itemIdParam(NOT_A_TEAM_MEMBER).nullable().default(null);

/** What the panel's 'Equipo' saves of a person: how the course pages present them. */
export const TeamMemberFormSchema = z.object({
  name: requiredText('el nombre', 'El nombre', { min: 2, max: 80 }),
  /** Their title, e.g. 'Contadora pública (UBA)'. */
  role: requiredText('el título o cargo', 'El título', { min: 2, max: 80 }),
  bio: requiredText('una breve presentación', 'La presentación', { min: 20, max: 600 }),
  /** A data URL of a newly chosen photo, the URL of the current one, or null for none. */
  photo: z.string().max(8_000_000, 'La foto es demasiado pesada.').nullable().default(null),
});
export type TeamMemberFormInput = z.input<typeof TeamMemberFormSchema>;
export type TeamMemberForm = z.output<typeof TeamMemberFormSchema>;
