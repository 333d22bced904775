import { z } from 'zod';
import { CountriesAnswerSchema, RegionsAnswerSchema } from '../responses/geo';
import { defineRoute } from './define-route';

/** Every country with its Spanish name, for the buy form. */
export const listCountries = defineRoute({
  method: 'GET',
  path: '/geo/countries',
  response: { 200: CountriesAnswerSchema },
});

/** One country's provinces or regions. */
export const listRegions = defineRoute({
  method: 'GET',
  path: '/geo/countries/:code/regions',
  params: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, 'El país no es válido.') }),
  response: { 200: RegionsAnswerSchema },
});
