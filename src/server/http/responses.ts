import type { z } from 'zod';

// The response schemas themselves live in src/shared/responses (docs/decisions/0020).

/** `{ 200: schema }` for a route's `schema.response`. */
export const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema });
