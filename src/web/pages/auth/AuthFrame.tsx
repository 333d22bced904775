import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';

export const textLinkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

type AuthFrameProps = { title: string; children: ReactNode; footer?: ReactNode };

/** The card shared by the auth screens: heading, form, links below, then terms and privacy. */
export function AuthFrame({ title, children, footer }: AuthFrameProps) {
  return (
    <section className="bg-brand-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">{title}</h1>
        {children}
        {footer && <div className="mt-6 flex flex-col gap-2 text-center text-sm">{footer}</div>}
      </div>
      <p className="mx-auto mt-6 max-w-md text-center text-xs text-slate-700">
        Al continuar aceptás nuestros{' '}
        <Link to="/terms-and-conditions" className={textLinkClasses}>
          Términos y condiciones
        </Link>{' '}
        y la{' '}
        <Link to="/privacy-policy" className={textLinkClasses}>
          Política de privacidad
        </Link>
        .
      </p>
    </section>
  );
}
