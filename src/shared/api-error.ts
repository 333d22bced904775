export type FieldError = { field: string; message: string };

/** The body of every error answer of the API. */
export type ApiErrorBody = { message: string; errors?: FieldError[] };

export const GENERIC_ERROR_MESSAGE = 'Ocurrió un error. Intente de nuevo más tarde.';
export const VALIDATION_ERROR_MESSAGE = 'Revisá los datos ingresados.';
export const RATE_LIMIT_MESSAGE =
  'Hiciste demasiados intentos. Esperá unos minutos y volvé a intentar.';
