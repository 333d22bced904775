import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  GENERIC_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  VALIDATION_ERROR_MESSAGE,
  type ApiErrorBody,
  type FieldError,
} from '../../shared/api-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';

const UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.';

const statusOfKind: Record<AppError['kind'], number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};

/** Spanish messages for the client errors Fastify raises itself, by its error code. */
const messageOfFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'El contenido debe enviarse como JSON (application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Falta el cuerpo de la solicitud.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

/** What an AppError answers: its kind's status, its message and its field errors. */
export function appErrorAnswer(error: AppError): { status: number; body: ApiErrorBody } {
  return {
    status: statusOfKind[error.kind],
    body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
  };
}

export function fieldErrors(
  validation: { instancePath: string; message?: string }[],
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // An issue with the body as a whole (missing, not an object) belongs to no field.
    if (field === '' || seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message ?? VALIDATION_ERROR_MESSAGE });
  }
  return errors;
}

/** Maps every error to `{ message, errors? }`; 5xx answers never reveal internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      ({ status, body } = appErrorAnswer(error));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      status = 400;
      body = errors.length
        ? { message: errors[0]?.message ?? VALIDATION_ERROR_MESSAGE, errors }
        : { message: VALIDATION_ERROR_MESSAGE };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: RATE_LIMIT_MESSAGE };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: messageOfFastifyCode[error.code] ?? 'La solicitud no es válida.' };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { message: UNAVAILABLE_MESSAGE };
    } else {
      status = 500;
      body = { message: GENERIC_ERROR_MESSAGE };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, error.message);
    return reply.status(status).send(body);
  });
}
