import type { ReactNode } from 'react';

/**
 * One part of the course form: a white card grouping its fields, named by its legend (which
 * holds the part's heading, so the page can be skimmed by headings too).
 */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      {/* Floated, the legend is laid out like any child instead of on the border. */}
      <legend className="float-left w-full">
        <h3 className="text-xl font-bold text-brand-900">{title}</h3>
      </legend>
      {children}
    </fieldset>
  );
}
