import { useState } from 'react';
import type { PublicReview } from '../../../shared/responses/course-reviews';
import type { CourseDetail } from '../../../shared/responses/courses';
import { fetchReviewsPage, useCourseReviews } from '../../api/course-reviews';
import { RatingLine } from '../../components/course/RatingLine';
import { Button } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';
import { OwnReviewAction } from './OwnReviewAction';
import { ReviewList } from './ReviewList';

/** The pages after the first, fetched one by one with 'Ver más opiniones'. */
function useMoreReviews(course: CourseDetail) {
  const [more, setMore] = useState<{ reviews: PublicReview[]; page: number }>({
    reviews: [],
    page: 1,
  });
  const [loading, setLoading] = useState(false);
  const loadNext = () => {
    setLoading(true);
    fetchReviewsPage(course, more.page + 1)
      .then((next) => setMore({ reviews: [...more.reviews, ...next.reviews], page: next.page }))
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setLoading(false));
  };
  return { ...more, loading, loadNext };
}

/**
 * 'Opiniones de alumnos': the first page comes rendered with the page, the rest on request. An
 * owner who may review finds here the way to write or rewrite theirs.
 */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const { data } = useCourseReviews(course);
  const more = useMoreReviews(course);
  if (!data) return null;
  const reviews = [...data.reviews, ...more.reviews];
  return (
    <section aria-labelledby="course-reviews" className="flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="course-reviews" className="text-2xl font-bold text-brand-900">
          Opiniones de alumnos
        </h2>
        <RatingLine rating={course.rating} className="text-slate-700" />
      </div>
      <OwnReviewAction course={course} />
      {reviews.length === 0 ? (
        <p className="text-slate-700">Todavía no hay opiniones de este curso.</p>
      ) : (
        <ReviewList reviews={reviews} />
      )}
      {more.page < data.pages && (
        <Button variant="outline" className="w-fit" loading={more.loading} onClick={more.loadNext}>
          Ver más opiniones
        </Button>
      )}
    </section>
  );
}
