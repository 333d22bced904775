import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import type { StatusTone } from '../../components/ui/StatusTag';
import type { ResultView } from './result-views';

const ICON_TONES: Record<StatusTone, string> = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100/60',
  error: 'bg-red-50 text-red-600 ring-red-100/60',
  warning: 'bg-amber-50 text-amber-600 ring-amber-100/60',
  neutral: 'bg-slate-100 text-slate-500 ring-slate-100/60',
  brand: 'bg-brand-50 text-brand-600 ring-brand-100/60',
};

type ResultCardProps = { view: ResultView; busy?: boolean; children?: ReactNode };

/** One state of the payment-result screen: icon, heading, explanation, details and a way on. */
export function ResultCard({ view, busy = false, children }: ResultCardProps) {
  const { icon: Icon, tone, title, text, link } = view;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span
        className={clsx(
          'flex size-16 items-center justify-center rounded-full ring-8',
          ICON_TONES[tone],
        )}
      >
        <Icon className={clsx('size-8', busy && 'animate-spin')} aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {text && <p className="text-slate-700">{text}</p>}
      {children}
      {link && (
        <Link to={link.to} className={buttonClasses('primary', 'mt-2')}>
          {link.label}
        </Link>
      )}
    </div>
  );
}
