import sharp from 'sharp';

export const COVER_SIZE = { width: 1280, height: 720 } as const;

/** Re-encodes any picture to a 16:9 WebP cover, cropped to fill. */
export async function toCoverWebp(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}
