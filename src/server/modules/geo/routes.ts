import type { FastifyPluginAsync } from 'fastify';
import { listCountries as countriesRoute, listRegions } from '../../../shared/contracts/geo';
import { notFound } from '../../errors';
import { serve } from '../../http/serve-route';
import { listCountries, regionsOf } from './countries';

const ONE_DAY = 'public, max-age=86400';

/** Countries and their regions for the buy form: the list once, one country's regions on demand. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  serve(app, countriesRoute, async (_request, reply) => {
    reply.header('cache-control', ONE_DAY);
    return { countries: listCountries() };
  });

  serve(app, listRegions, async (request, reply) => {
    const regions = regionsOf(request.params.code);
    if (!regions) throw notFound('No encontramos ese país.');
    reply.header('cache-control', ONE_DAY);
    return { regions };
  });
};
