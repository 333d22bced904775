import type { ReactNode } from 'react';

type PaymentFrameProps = {
  children: ReactNode;
  /** Announce changes of the content politely (a state that updates itself). */
  live?: boolean;
};

/** The narrow white card on a light navy band shared by the payment screens. */
export function PaymentFrame({ children, live = false }: PaymentFrameProps) {
  return (
    <section className="bg-brand-50 px-4 py-12 sm:py-16">
      <div
        aria-live={live ? 'polite' : undefined}
        className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {children}
      </div>
    </section>
  );
}
