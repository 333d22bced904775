/** A review's stars as shown ('★★★★☆'), read out as '4 de 5 estrellas'. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} de 5 estrellas`} className="text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
