/** The constraint name when `error` (or a cause of it) is the PostgreSQL error `code`. */
function violation(error: unknown, code: string): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === code)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return undefined;
}

/** The constraint name of a unique violation (23505), if that is what `error` is. */
export const uniqueViolation = (error: unknown) => violation(error, '23505');

/** The constraint name of a foreign-key violation (23503), if that is what `error` is. */
export const foreignKeyViolation = (error: unknown) => violation(error, '23503');
