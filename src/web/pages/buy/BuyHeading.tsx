/** The buy page's title: 'Comprando' over the course's title. */
export function BuyHeading({ title }: { title: string }) {
  return (
    <h1 className="text-3xl font-bold text-brand-900">
      <span className="block text-base font-semibold text-brand-600">Comprando</span> {title}
    </h1>
  );
}
