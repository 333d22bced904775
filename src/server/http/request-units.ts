import type { FastifyInstance } from 'fastify';
import { beginUnit, inUnit, type Unit } from '../db/statement-queue';

declare module 'fastify' {
  interface FastifyRequest {
    unit: Unit | null;
  }
}

/**
 * Each request is one unit of work for the embedded database's statement queue. The body is
 * read on the socket's events, outside the request's async context, so the unit is entered
 * again once it is parsed.
 */
export function registerRequestUnits(app: FastifyInstance): void {
  app.decorateRequest('unit', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const unit = beginUnit();
    request.unit = unit;
    inUnit(unit, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.unit) inUnit(request.unit, done);
    else done();
  });
}
