import { clsx } from 'clsx';
import { GraduationCap } from 'lucide-react';

type CourseCoverProps = {
  picture: { url: string } | null;
  className?: string;
  /** Eager (and fetched first) for a picture on the first screen; lazy further down. */
  loading?: 'lazy' | 'eager';
};

/** A course's cover picture (decorative: the title is next to it), or a drawn placeholder. */
export function CourseCover({ picture, className, loading = 'lazy' }: CourseCoverProps) {
  if (picture?.url) {
    return (
      <img
        src={picture.url}
        alt=""
        // Every cover is stored at 1280×720: the browser reserves the box before it loads.
        width={1280}
        height={720}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
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
      <GraduationCap className="size-12 text-brand-400" />
    </div>
  );
}
