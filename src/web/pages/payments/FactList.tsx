export type Fact = { label: string; value: string };

/** Label and value pairs of a payment, one a line, on a light grey panel. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="flex w-full flex-col gap-2 rounded-xl bg-slate-50 p-4 text-left text-sm ring-1 ring-slate-200">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-slate-600">{fact.label}:</dt>
          <dd className="font-medium break-all text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
