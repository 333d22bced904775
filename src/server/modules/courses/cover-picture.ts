import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_PICTURE_BYTES } from '../../../shared/course-form';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../errors';
import { toCoverWebp } from '../../storage/cover-image';
import { saveCover } from '../../storage/cover-variants';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const DATA_URL = /^data:[\w/+.-]*(?:;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

const NOT_AN_IMAGE = 'El archivo no es una imagen: elegí un JPG, PNG, WebP, GIF o AVIF.';

/**
 * The cover URL to store for what the editor sent: the current URL kept, none, or a newly
 * chosen picture — its real type checked from the bytes (not the name or the data URL's
 * claim), re-encoded to a 16:9 WebP without metadata and saved, with its smaller copies, under a name
 * from its content.
 */
export async function resolveCoverPicture(
  ctx: ServiceContext,
  sent: string | null,
  currentUrl: string | null,
): Promise<string | null> {
  if (sent === null || sent.trim() === '') return null;
  if (sent === currentUrl) return currentUrl;
  const base64 = DATA_URL.exec(sent)?.[1];
  if (!base64) throw fieldError('picture', 'Elegí una imagen desde tu equipo.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw fieldError('picture', 'La imagen pesa más de 5 MB: elegí una más liviana.');
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw fieldError('picture', NOT_AN_IMAGE);
  let webp: Buffer;
  try {
    webp = await toCoverWebp(bytes);
  } catch {
    throw fieldError('picture', NOT_AN_IMAGE);
  }
  const name = createHash('sha256').update(webp).digest('hex').slice(0, 24);
  return saveCover(ctx.storage, name, webp);
}
