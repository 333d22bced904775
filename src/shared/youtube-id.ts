const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_PREFIXES = ['embed', 'shorts', 'live', 'v', 'e'];

function parseUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function idFromUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return first;
  if (!HOSTS.has(host)) return null;
  if (first === 'watch') return url.searchParams.get('v');
  return PATH_PREFIXES.includes(first) ? second : null;
}

/**
 * The 11-character YouTube video id in `text`: a bare id or a YouTube address (watch, youtu.be,
 * embed, shorts, live; with or without scheme). Null for anything else.
 */
export function youtubeId(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  if (ID.test(value)) return value;
  const url = parseUrl(value);
  const id = url ? idFromUrl(url) : null;
  return id && ID.test(id) ? id : null;
}
