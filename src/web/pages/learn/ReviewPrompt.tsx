import { lazy, Suspense, useState } from 'react';
import { useOwnReview } from '../../api/course-reviews';
import { useReviewDismissal } from './review-dismissal';

const ReviewForm = lazy(() => import('../../components/reviews/ReviewForm'));

type CourseRef = { id: number; slug: string };

/**
 * After the certificate, the player asks once for a review: until the student sends one or says
 * 'Ahora no'. Someone who already wrote one is not asked.
 */
export function ReviewPrompt({ course }: { course: CourseRef }) {
  const [dismissed, dismiss] = useReviewDismissal(course.id);
  const [sent, setSent] = useState(false);
  const { data } = useOwnReview(course, !dismissed);
  if (sent) {
    return <p className="font-semibold text-emerald-900">¡Gracias por tu opinión!</p>;
  }
  if (dismissed || !data?.eligible || data.review) return null;
  return (
    <section
      aria-labelledby="review-prompt"
      className="flex w-full flex-col gap-3 border-t border-emerald-200 pt-4"
    >
      <h3 id="review-prompt" className="text-base font-bold text-emerald-900">
        Dejá tu opinión
      </h3>
      <Suspense fallback={<p className="text-slate-600">Cargando...</p>}>
        <ReviewForm
          course={course}
          own={null}
          legend="¿Qué te pareció el curso?"
          onSent={() => setSent(true)}
          onDismiss={{ label: 'Ahora no', action: dismiss }}
        />
      </Suspense>
    </section>
  );
}
