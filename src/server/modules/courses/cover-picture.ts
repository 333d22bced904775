import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_PICTURE_BYTES } from '../../../shared/course-form';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../errors';
import { toCoverWebp } from '../../storage/cover-image';
import { saveCover } from '../../storage/cover-variants';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const DATA_URL_HEAD = /^data:[\w/+.-]*(?:;[\w=-]+)*;base64$/;
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

/**
 * The base64 payload of a data URL, or undefined when `sent` is not one. The payload, megabytes
 * long, is only searched for a character that does not belong: a pattern capturing all of it
 * once overflowed V8's regular-expression stack, a 500 instead of the size message.
 */
function dataUrlPayload(sent: string): string | undefined {
  const comma = sent.indexOf(',');
  if (comma < 0 || !DATA_URL_HEAD.test(sent.slice(0, comma))) return undefined;
  const payload = sent.slice(comma + 1);
  return payload.trim() === '' || NOT_BASE64.test(payload) ? undefined : payload;
}

const NOT_AN_IMAGE = 'El archivo no es una imagen: elegí un JPG, PNG, WebP, GIF o AVIF.';

/** What the editor sent for the cover: the current one kept, none, or a new one to store. */
export type CoverChoice = { keep: string | null } | { webp: Buffer };

/**
 * Reads the cover the editor sent, storing nothing: the current URL kept, none, or a newly
 * chosen picture — its real type checked from the bytes (not the name or the data URL's claim)
 * and re-encoded to a 16:9 WebP without metadata. A bad picture is an error on `field`.
 */
export async function readCoverPicture(
  sent: string | null,
  currentUrl: string | null,
  field = 'picture',
): Promise<CoverChoice> {
  if (sent === null || sent.trim() === '') return { keep: null };
  if (sent === currentUrl) return { keep: currentUrl };
  const base64 = dataUrlPayload(sent);
  if (!base64) throw fieldError(field, 'Elegí una imagen desde tu equipo.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw fieldError(field, 'La imagen pesa más de 5 MB: elegí una más liviana.');
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw fieldError(field, NOT_AN_IMAGE);
  try {
    return { webp: await toCoverWebp(bytes) };
  } catch {
    throw fieldError(field, NOT_AN_IMAGE);
  }
}

/** The cover URL to store: a new picture is saved, with its smaller copies, under a name from its content. */
export async function storeCoverPicture(ctx: ServiceContext, choice: CoverChoice) {
  if ('keep' in choice) return choice.keep;
  const name = createHash('sha256').update(choice.webp).digest('hex').slice(0, 24);
  return saveCover(ctx.storage, name, choice.webp);
}
