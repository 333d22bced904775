import { z } from 'zod';

/** The largest subtitles file the panel takes. */
export const MAX_CAPTION_BYTES = 2 * 1024 * 1024;

export const CAPTIONS_TOO_LARGE =
  'El archivo de subtítulos pesa más de 2 MB: elegí uno más liviano.';
export const CAPTIONS_INVALID = 'El archivo no tiene subtítulos válidos (WebVTT o SRT).';

const LANG_MISSING = 'Indicá el idioma de los subtítulos (por ejemplo, es).';
const LANG_INVALID = 'El idioma no es válido: usá un código como es, en o pt-br.';

/** A BCP 47 language, as simple as subtitles need: `es`, `en`, `pt-br`, `es-419`. */
const LANG = /^[a-z]{2,3}(?:-(?:[a-z]{2}|\d{3}))?$/;

/** The language of subtitles, lower case (`pt_BR` is taken as `pt-br`). */
export const CaptionLangSchema = z
  .string({ error: LANG_MISSING })
  .trim()
  .min(1, { error: LANG_MISSING, abort: true })
  .toLowerCase()
  .transform((lang) => lang.replace('_', '-'))
  .pipe(z.string().regex(LANG, LANG_INVALID));
