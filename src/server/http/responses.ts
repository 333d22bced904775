import { z } from 'zod';

/*
 * Response schemas: Fastify serialises a route's answer through them, so only the fields named
 * here ever leave the server (a raw row with a password hash cannot slip out).
 */

export const MessageAnswer = z.object({ message: z.string() });

export const isoDate = z.string();

/** `{ 200: schema }` for a route's `schema.response`. */
export const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema });
