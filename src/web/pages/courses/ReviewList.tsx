import { BRAND } from '../../../shared/brand';
import { formatDate } from '../../../shared/format-date';
import type { PublicReview } from '../../../shared/responses/course-reviews';
import { Stars } from '../../components/reviews/Stars';

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <Stars rating={review.rating} />
        <span className="font-semibold text-slate-900">{review.author}</span>
        <span>{formatDate(review.createdAt)}</span>
      </p>
      <p className="whitespace-pre-line text-slate-800">{review.text}</p>
      {review.reply && (
        <div className="rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3">
          <p className="mb-1 text-xs font-semibold text-brand-900">Respuesta de {BRAND.name}</p>
          <p className="whitespace-pre-line text-sm text-slate-800">{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/** Students' reviews, newest first: stars, first name and initial, date, text and the firm's reply. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul aria-label="Opiniones" className="flex flex-col gap-4">
      {reviews.map((review, index) => (
        <ReviewItem key={`${review.createdAt}-${index}`} review={review} />
      ))}
    </ul>
  );
}
