import { clsx } from 'clsx';
import { ratingLabel } from '../../../shared/course-reviews';
import type { CourseRating } from '../../../shared/responses/courses';

/** '4,8 ★ (37 opiniones)', read out as words; nothing for a course without a rating yet. */
export function RatingLine({
  rating,
  className,
}: {
  rating: CourseRating | undefined;
  className?: string;
}) {
  if (!rating) return null;
  const spoken = `Calificación ${rating.average.toLocaleString('es-AR')} de 5, ${rating.count} opiniones`;
  return (
    <p className={clsx('text-sm font-semibold', className)}>
      <span className="sr-only">{spoken}</span>
      <span aria-hidden="true">{ratingLabel(rating.average, rating.count)}</span>
    </p>
  );
}
