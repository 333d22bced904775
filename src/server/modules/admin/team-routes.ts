import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-team';
import { serve } from '../../http/serve-route';
import { saveTeamMember, teamMembersList } from '../team/members';

/** Room for a 5 MB photo sent as a data URL (base64 adds a third) and the rest of the form. */
const MEMBER_FORM = { bodyLimit: 8 * 1024 * 1024 };

/** The panel's 'Equipo' (inside the admin scope: administrators only). */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listTeam, async () => ({ members: await teamMembersList(ctx) }));

  serve(
    app,
    routes.createTeamMember,
    async (request) => ({
      message: 'Sumamos a la persona al equipo.',
      member: await saveTeamMember(ctx, request.body),
    }),
    MEMBER_FORM,
  );

  serve(
    app,
    routes.updateTeamMember,
    async (request) => ({
      message: 'Guardamos los datos de la persona.',
      member: await saveTeamMember(ctx, request.body, request.params.id),
    }),
    MEMBER_FORM,
  );
};
