import { clsx } from 'clsx';
import { GraduationCap } from 'lucide';
import {
  COVER_SIZE,
  COVER_SIZES,
  coverSrcSet,
  type CoverPlace,
} from '../../../shared/cover-images';
import { Icon } from '../ui/Icon';

export type CourseCoverProps = {
  picture: { url: string } | null;
  className?: string;
  /** Where the cover is drawn: how wide it is there picks the copy the browser downloads. */
  place?: CoverPlace;
  /** Eager for a picture on the first screen; lazy further down. */
  loading?: 'lazy' | 'eager';
  /** The page's largest picture: fetched before the others (the server also preloads it). */
  largest?: boolean;
};

/** A course's cover picture (decorative: the title is next to it), or a drawn placeholder. */
export function CourseCover({
  picture,
  className,
  place = 'card',
  loading = 'lazy',
  largest = false,
}: CourseCoverProps) {
  if (picture?.url) {
    const srcSet = coverSrcSet(picture.url);
    return (
      <img
        src={picture.url}
        srcSet={srcSet}
        sizes={srcSet ? COVER_SIZES[place] : undefined}
        alt=""
        // Every cover is stored at 1280×720: the browser reserves the box before it loads.
        width={COVER_SIZE.width}
        height={COVER_SIZE.height}
        loading={largest ? 'eager' : loading}
        fetchPriority={largest ? 'high' : undefined}
        decoding={largest ? undefined : 'async'}
        className={clsx('bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      className={clsx(
        'flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50',
        className,
      )}
      aria-hidden="true"
    >
      <Icon node={GraduationCap} className="size-12 text-brand-400" />
    </div>
  );
}
