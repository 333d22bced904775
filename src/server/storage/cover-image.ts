import sharp from 'sharp';
import { COVER_SIZE } from '../../shared/cover-images';

/** Re-encodes any picture to a 16:9 WebP cover, cropped to fill. */
export async function toCoverWebp(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A smaller copy of a cover, `width` pixels wide with the cover's proportions. */
export async function toCoverVariant(cover: Buffer, width: number): Promise<Buffer> {
  const height = Math.round((width * COVER_SIZE.height) / COVER_SIZE.width);
  return sharp(cover).resize(width, height, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
}
