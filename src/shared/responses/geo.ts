import { z } from 'zod';

export const PlaceSchema = z.object({ code: z.string(), name: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

export const CountriesAnswerSchema = z.object({ countries: z.array(PlaceSchema) });
export const RegionsAnswerSchema = z.object({ regions: z.array(PlaceSchema) });
