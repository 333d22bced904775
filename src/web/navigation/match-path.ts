import type { Params } from './navigation';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A segment's text; a malformed escape is kept as written, as React Router keeps it. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` under a route's `pattern` (`/courses/:id/:slug`, `/account/*`),
 * or undefined when it does not match. As React Router matches: whole segments, letters in any
 * case, a trailing slash allowed, a final `*` for any rest (none included).
 */
export function matchPath(pattern: string, pathname: string): Params | undefined {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const splat = expected.at(-1) === '*';
  if (splat) expected.pop();
  if (splat ? actual.length < expected.length : expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) {
      return undefined;
    }
  }
  if (splat) params['*'] = actual.slice(expected.length).map(decoded).join('/');
  return params;
}
