import type { ReactNode } from 'react';

/** The navy banner of /courses: the page's h1, a short intro and the filter panel. */
export function CatalogBanner({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="catalog-title" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 sm:py-20">
        <div className="flex max-w-3xl flex-col gap-4">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Formación</p>
          <h1 id="catalog-title" className="text-3xl font-bold sm:text-5xl">
            Cursos
          </h1>
          <p className="text-lg text-brand-100">
            Clases en video de contabilidad e impuestos argentinos, para estudiantes de Contador
            Público y para quienes dan sus primeros pasos en la profesión. Pagás una vez y tenés
            acceso ilimitado.
          </p>
        </div>
        <div className="rounded-2xl bg-brand-800 p-5 ring-1 ring-brand-700 sm:p-6">{children}</div>
      </div>
    </section>
  );
}
