/** The constraint name when `error` (or its cause) is a PostgreSQL unique violation (23505). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return undefined;
}
