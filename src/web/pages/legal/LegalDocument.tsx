import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

type Props = {
  title: string;
  /** Date of the last change, as dd/mm/aaaa. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** Shared layout of the legal pages: title, last-update line, index and sections under h2. */
export function LegalDocument({ title, lastUpdated, intro, sections }: Props) {
  return (
    <article className="bg-white">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Legales</p>
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="text-sm text-brand-100">Última actualización: {lastUpdated}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex flex-col gap-4 leading-relaxed text-slate-700">{intro}</div>
        <nav
          aria-label="Índice"
          className="rounded-xl bg-brand-50 p-5 text-sm ring-1 ring-brand-100 sm:p-6"
        >
          <p className="mb-3 font-semibold text-brand-900">Índice</p>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-brand-800">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="flex scroll-mt-24 flex-col gap-4 leading-relaxed text-slate-700"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-brand-900 sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}

/** A bulleted list with the legal pages' spacing. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand-400">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
