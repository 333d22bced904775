import type { FieldError } from '../shared/api-error';

/** An error a service raises on purpose; the HTTP layer maps `kind` to a status code. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly kind:
      | 'bad_request'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'conflict'
      | 'too_many_requests'
      | 'unavailable',
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('bad_request', message, errors);
export const fieldError = (field: string, message: string) =>
  new AppError('bad_request', message, [{ field, message }]);
export const unauthorized = (message = 'Tenés que iniciar sesión para continuar.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'No tenés permiso para realizar esta acción.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'No encontramos lo que buscabas.') =>
  new AppError('not_found', message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new AppError('conflict', message, errors);
