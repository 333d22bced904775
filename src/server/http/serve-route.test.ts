import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../shared/contracts/define-route';
import { serve } from './serve-route';

const thing = defineRoute({
  method: 'GET',
  path: '/admin/things/:id',
  params: z.object({ id: z.coerce.number() }),
  response: { 200: z.object({ id: z.number() }) },
});
const panel = defineRoute({
  method: 'POST',
  path: '/admin',
  response: { 200: z.object({ message: z.string() }) },
});
const oldLink = defineRoute({
  method: 'GET',
  path: '/recordatorios/desactivar',
  outsideApi: true,
  response: { 200: z.object({ ok: z.boolean() }) },
});

let app: FastifyInstance;
function newApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
afterEach(async () => app.close());

describe('serving a contract', () => {
  it('answers at the contract’s address from within a prefixed scope', async () => {
    const app = newApp();
    await app.register(
      async (api) => {
        await api.register(
          async (admin) => {
            serve(admin, thing, async (request) => ({ id: request.params.id }));
            serve(admin, panel, async () => ({ message: 'Acceso permitido.' }));
          },
          { prefix: '/admin' },
        );
      },
      { prefix: '/api' },
    );
    const answer = await app.inject({ url: '/api/admin/things/7' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7 });
    const entry = await app.inject({ method: 'POST', url: '/api/admin' });
    expect(entry.json()).toEqual({ message: 'Acceso permitido.' });
  });

  it('answers a contract outside the API at its own path', async () => {
    const app = newApp();
    serve(app, oldLink, async () => ({ ok: true }));
    expect((await app.inject({ url: '/recordatorios/desactivar' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/api/recordatorios/desactivar' })).statusCode).toBe(404);
  });

  it('refuses to serve a contract from a scope its address is not under', async () => {
    const app = newApp();
    let refusal: unknown;
    await app.register(
      async (shop) => {
        try {
          serve(shop, thing, async (request) => ({ id: request.params.id }));
        } catch (error) {
          refusal = error;
        }
      },
      { prefix: '/api/adm' },
    );
    expect(String(refusal)).toMatch(/\/api\/admin\/things\/:id cannot be served under \/api\/adm/);
  });
});
