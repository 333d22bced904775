import { clsx } from 'clsx';
import { StarIcon } from './StarIcon';

/** A review's stars as shown (four amber, one grey), read out as '4 de 5 estrellas'. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} de 5 estrellas`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={clsx('size-4', star <= rating ? 'text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
