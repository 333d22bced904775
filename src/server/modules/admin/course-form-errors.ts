import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import { fieldErrors } from '../../http/error-handler';
import { readCoverPicture } from '../courses/cover-picture';

/**
 * A course form the schema refused (the route attaches its validation) is answered with the
 * picture's error too, checked from its bytes, so that the editor shows every field at fault in
 * one answer rather than the picture's after the others are fixed.
 */
export async function refuseInvalidCourse(request: FastifyRequest): Promise<void> {
  const invalid = request.validationError;
  if (!invalid) return;
  if (!hasZodFastifySchemaValidationErrors(invalid)) throw invalid;
  const errors = fieldErrors(invalid.validation);
  const picture = (request.body as { picture?: unknown } | null | undefined)?.picture;
  const unchecked = !errors.some((error) => error.field === 'picture');
  if (invalid.validationContext === 'body' && typeof picture === 'string' && unchecked) {
    await readCoverPicture(picture.startsWith('data:') ? picture : null, null).catch(
      (error: unknown) => {
        if (!(error instanceof AppError && error.errors)) throw error;
        errors.push(...error.errors);
      },
    );
  }
  if (errors.length === 0) throw invalid;
  throw badRequest(errors[0]!.message, errors);
}
