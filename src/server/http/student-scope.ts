import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The signed-in student's routes, in one scope whose hook asks every request for a live session
 * (as fastify/demo's autohooks give a folder of routes one hook). A module adds its routes to the
 * list in app.ts rather than registering them inside another module's plugin.
 */
export function studentScope(routes: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    for (const route of routes) await app.register(route);
  };
}
