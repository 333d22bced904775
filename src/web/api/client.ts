import { GENERIC_ERROR_MESSAGE, type ApiErrorBody, type FieldError } from '../../shared/api-error';

/** An error answer of the API, with its Spanish message and per-field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  /** The message for one field, if the server sent one. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

/** The server's message for each field, by its path ('categories.2.maxIncome'). */
export const fieldMessages = (error: Error): Record<string, string> =>
  Object.fromEntries(
    (error instanceof ApiError ? error.errors : []).map((item) => [item.field, item.message]),
  );

/** An e-mailed link that is used, expired or unknown: 400 with only a message. */
export const isDeadLink = (error: Error) =>
  error instanceof ApiError && error.status === 400 && error.errors.length === 0;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body (an upload), instead of a JSON body. */
  file?: Blob;
  /** 'no-store' for answers that change from one moment to the next (payments). */
  cache?: RequestCache;
};

/**
 * Calls the API on this origin with the session cookie; throws ApiError on any failure. `Answer`
 * is the type inferred from the route's response schema in src/shared/responses: the server
 * serialises every answer through that schema, so the body is that type (asserted here only).
 */
export async function apiRequest<Answer>(
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      cache: options.cache,
      headers: {
        accept: 'application/json',
        ...(options.file
          ? { 'content-type': 'application/octet-stream' }
          : options.body === undefined
            ? {}
            : { 'content-type': 'application/json' }),
      },
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, error.message ?? GENERIC_ERROR_MESSAGE, error.errors ?? []);
  }
  return body as Answer;
}
