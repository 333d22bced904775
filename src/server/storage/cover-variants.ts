import {
  COVER_NAME,
  COVER_VARIANT_WIDTHS,
  type CoverVariantWidth,
} from '../../shared/cover-images';
import { toCoverVariant } from './cover-image';
import type { FileStorage } from './file-storage';

const coverKey = (name: string) => `courses/${name}.webp`;
const variantKey = (name: string, width: CoverVariantWidth) => `courses/${width}/${name}.webp`;

/** Stores a cover (already a 1280×720 WebP) and its smaller copies; returns the cover's URL. */
export async function saveCover(storage: FileStorage, name: string, cover: Buffer) {
  if (!COVER_NAME.test(name)) throw new Error(`invalid cover name ${name}`);
  await Promise.all(
    COVER_VARIANT_WIDTHS.map(async (width) =>
      storage.save(variantKey(name, width), await toCoverVariant(cover, width)),
    ),
  );
  return storage.save(coverKey(name), cover);
}

/**
 * Smaller copies of stored covers: read from storage, or made from the cover once and stored
 * (covers uploaded before copies existed). Concurrent requests for a missing copy share one make.
 */
export function createCoverVariants(storage: FileStorage) {
  const making = new Map<string, Promise<Buffer | undefined>>();

  async function make(name: string, width: CoverVariantWidth): Promise<Buffer | undefined> {
    const cover = await storage.read(coverKey(name));
    if (!cover) return undefined;
    // A stored file that is no picture has no smaller copy, as if it were not there.
    const variant = await toCoverVariant(cover, width).catch(() => undefined);
    if (!variant) return undefined;
    await storage.save(variantKey(name, width), variant);
    return variant;
  }

  /** The copy `width` wide of the cover `name`, or undefined when there is no such cover. */
  return async function coverVariant(name: string, width: CoverVariantWidth) {
    if (!COVER_NAME.test(name)) return undefined;
    const stored = await storage.read(variantKey(name, width));
    if (stored) return stored;
    const key = variantKey(name, width);
    let pending = making.get(key);
    if (!pending) {
      pending = make(name, width).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}

export type CoverVariants = ReturnType<typeof createCoverVariants>;
