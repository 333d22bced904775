import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { ok } from '../../http/responses';
import { listCountries, regionsOf } from './countries';

const Place = z.object({ code: z.string(), name: z.string() });
const CountryParams = z.object({
  code: z.string().regex(/^[A-Za-z]{2}$/, 'El país no es válido.'),
});
const ONE_DAY = 'public, max-age=86400';

/** Countries and their regions for the buy form: the list once, one country's regions on demand. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const countriesSchema = { response: ok(z.object({ countries: z.array(Place) })) };
  app.get('/geo/countries', { schema: countriesSchema }, async (_request, reply) => {
    reply.header('cache-control', ONE_DAY);
    return { countries: listCountries() };
  });

  const regionsSchema = {
    params: CountryParams,
    response: ok(z.object({ regions: z.array(Place) })),
  };
  app.get('/geo/countries/:code/regions', { schema: regionsSchema }, async (request, reply) => {
    const regions = regionsOf(request.params.code);
    if (!regions) throw notFound('No encontramos ese país.');
    reply.header('cache-control', ONE_DAY);
    return { regions };
  });
};
