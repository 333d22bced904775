import { z } from 'zod';
import { TeamMemberFormSchema, TeamMemberIdSchema } from '../team';
import { TeamMemberAnswerSchema, TeamMembersSchema } from '../responses/team';
import { defineRoute } from './define-route';

/** The firm's team, in the order it was added ('Equipo'). */
export const listTeam = defineRoute({
  method: 'GET',
  path: '/admin/team',
  response: { 200: TeamMembersSchema },
});

export const createTeamMember = defineRoute({
  method: 'POST',
  path: '/admin/team',
  body: TeamMemberFormSchema,
  response: { 201: TeamMemberAnswerSchema },
});

export const updateTeamMember = defineRoute({
  method: 'PUT',
  path: '/admin/team/:id',
  params: z.object({ id: TeamMemberIdSchema }),
  body: TeamMemberFormSchema,
  response: { 200: TeamMemberAnswerSchema },
});
