import { z } from 'zod';

/*
 * Response schemas: Fastify serialises a route's answer through them, so only the fields named
 * here ever leave the server (a raw row with a password hash cannot slip out). The web imports
 * the types inferred here with `import type` only (docs/decisions/0020-schemas-once.md).
 */

/** An instant as the API writes it: an ISO 8601 string. */
export const isoDate = z.string();

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** A file the route sends as it is (a CSV, a PDF, a picture, a page): never serialised. */
export const FileAnswerSchema = z.custom<string | Uint8Array>(
  (value) => typeof value === 'string' || value instanceof Uint8Array,
);
