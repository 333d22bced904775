import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';
import { ToneIcon } from '../../components/ui/ToneIcon';
import type { ResultView } from './result-views';

type ResultCardProps = { view: ResultView; busy?: boolean; children?: ReactNode };

/** One state of the payment-result screen: icon, heading, explanation, details and a way on. */
export function ResultCard({ view, busy = false, children }: ResultCardProps) {
  const { icon, tone, title, text, link } = view;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <ToneIcon icon={icon} tone={tone} spin={busy} />
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
