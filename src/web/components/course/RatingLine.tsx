import { clsx } from 'clsx';
import { ratingFigures } from '../../../shared/course-reviews';
import { StarIcon } from '../reviews/StarIcon';
import type { CourseRating } from '../../../shared/responses/courses';

/** '4,8 ★ (37 opiniones)' with a drawn star, read out as words; nothing for a course without a rating yet. */
export function RatingLine({
  rating,
  className,
}: {
  rating: CourseRating | undefined;
  className?: string;
}) {
  if (!rating) return null;
  const figures = ratingFigures(rating.average, rating.count);
  const spoken = `Calificación ${rating.average.toLocaleString('es-AR')} de 5, ${rating.count} opiniones`;
  return (
    <p className={clsx('text-sm font-semibold', className)}>
      <span className="sr-only">{spoken}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {figures.average}
        <StarIcon className="size-4 text-amber-400" />
        {figures.count}
      </span>
    </p>
  );
}
