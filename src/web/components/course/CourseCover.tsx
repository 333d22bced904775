import { clsx } from 'clsx';
import { GraduationCap } from 'lucide-react';

type CourseCoverProps = {
  picture: { url: string } | null;
  className?: string;
  /** Eager for the picture at the top of a page; lazy in lists. */
  loading?: 'lazy' | 'eager';
};

/** A course's cover picture (decorative: the title is next to it), or a drawn placeholder. */
export function CourseCover({ picture, className, loading = 'lazy' }: CourseCoverProps) {
  if (picture?.url) {
    return (
      <img
        src={picture.url}
        alt=""
        loading={loading}
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
