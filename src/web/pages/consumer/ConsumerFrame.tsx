import type { ReactNode } from 'react';
import { IconPoints, type IconPoint } from '../../components/ui/IconPoints';

export type ConsumerPoint = IconPoint;

type ConsumerFrameProps = {
  title: string;
  lead: string;
  /** What the button does, one short fact a line, beside the form. */
  points: ConsumerPoint[];
  pointsTitle?: string;
  /** The rule behind it and where to read more. */
  note: ReactNode;
  /** The form, or the answer that replaces it. */
  children: ReactNode;
};

/** The page of a consumer-law button: navy heading band, then how it works beside the form. */
export function ConsumerFrame({
  title,
  lead,
  points,
  pointsTitle = 'Cómo funciona',
  note,
  children,
}: ConsumerFrameProps) {
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            Defensa del consumidor
          </p>
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="max-w-2xl text-lg text-brand-100">{lead}</p>
        </div>
      </header>
      <div className="bg-brand-50">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[2fr_3fr] lg:items-start lg:gap-12">
          <section aria-labelledby="how-it-works" className="flex flex-col gap-5">
            <h2 id="how-it-works" className="text-xl font-bold text-brand-900">
              {pointsTitle}
            </h2>
            <IconPoints points={points} />
            <p className="border-t border-brand-100 pt-4 text-sm text-slate-600">{note}</p>
          </section>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
