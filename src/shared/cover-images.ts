/**
 * Course covers are stored at 1280×720 (`/uploads/courses/<name>.webp`) with smaller copies of
 * the same picture beside them (`/uploads/courses/<width>/<name>.webp`), so that a browser
 * downloads the size it shows.
 */
export const COVER_SIZE = { width: 1280, height: 720 } as const;

/** The widths of the smaller copies; the stored cover itself is the largest candidate. */
export const COVER_VARIANT_WIDTHS = [320, 480, 720, 960] as const;
export type CoverVariantWidth = (typeof COVER_VARIANT_WIDTHS)[number];

/** A stored cover's file name: letters, digits, '-' and '_' (a slug or a content hash). */
export const COVER_NAME = /^[A-Za-z0-9_-]{1,120}$/;
const STORED_COVER = /^\/uploads\/courses\/([A-Za-z0-9_-]{1,120})\.webp$/;

/**
 * How wide a cover is drawn, for the `sizes` attribute of each place that shows one (the grids'
 * columns and paddings, see `COURSE_GRID_CLASSES` and the course page's header).
 */
export const COVER_SIZES = {
  /** A catalogue card: 1 column, then 2 from `md`, then 3 in the 80rem page from `lg`. */
  card: '(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  /** The course page's price card: 24rem beside the title from `lg`, the page's width below. */
  courseHeader:
    '(min-width: 1024px) 384px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** A related course: a 12rem picture beside its text from `sm`, the page's width below. */
  related: '(min-width: 640px) 192px, calc(100vw - 32px)',
  /** The thumbnail of the order summary (6rem). */
  thumbnail: '96px',
} as const;
export type CoverPlace = keyof typeof COVER_SIZES;

export function coverVariantUrl(name: string, width: CoverVariantWidth): string {
  return `/uploads/courses/${width}/${name}.webp`;
}

/**
 * The `srcset` of a stored cover: every smaller copy and the cover itself. Any other address (a
 * picture being chosen in the editor, a foreign URL) has none and is shown as it is.
 */
export function coverSrcSet(url: string): string | undefined {
  const name = STORED_COVER.exec(url)?.[1];
  if (!name) return undefined;
  return [
    ...COVER_VARIANT_WIDTHS.map((width) => `${coverVariantUrl(name, width)} ${width}w`),
    `${url} ${COVER_SIZE.width}w`,
  ].join(', ');
}
