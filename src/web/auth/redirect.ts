/** A backslash or a control character: URL parsers turn or drop them, so '/\t/x' becomes '//x'. */
const isUnsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * The `redirect_url` to go to after signing in, if it is a path on this site; otherwise `fallback`.
 * Only paths starting with a single '/' are accepted, so '//evil.example', 'https://…',
 * 'javascript:…' and '/\evil.example' can never send the person to another site.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if ([...raw].some(isUnsafeCharacter)) return fallback;
  return raw;
}
