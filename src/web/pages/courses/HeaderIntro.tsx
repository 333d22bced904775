/** The navy header's first lines on a course's or a route's page: its label, the h1, its description. */
export function HeaderIntro({
  label,
  titleId,
  title,
  description,
}: {
  label: string;
  titleId: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <p className="w-fit rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-brand-700">
        {label}
      </p>
      <h1 id={titleId} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h1>
      <p className="text-lg text-brand-100">{description}</p>
    </>
  );
}
