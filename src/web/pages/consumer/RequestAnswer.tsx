import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AnswerHeading } from './AnswerHeading';
import { ToneIcon } from '../../components/ui/ToneIcon';
import { ANSWER_VIEWS } from './answer-views';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

type RequestAnswerProps = {
  answer: ConsumerRequestAnswer;
  /** What happens next, one step a line. */
  next: ReactNode[];
  /** The way on: another request, the home page. */
  children?: ReactNode;
};

/** The server's answer to a request, in place of the form: its code, what happened, what next. */
export function RequestAnswer({ answer, next, children }: RequestAnswerProps) {
  const { icon, tone, title, box } = ANSWER_VIEWS[answer.status];

  return (
    <div role="status" className="flex flex-col items-center gap-5 text-center">
      <ToneIcon icon={icon} tone={tone} />
      <AnswerHeading>{title}</AnswerHeading>
      <p className="flex flex-col gap-1 rounded-xl border border-dashed border-brand-300 px-6 py-3 text-sm text-slate-600">
        Código de solicitud:{' '}
        <strong className="font-mono text-2xl tracking-wider break-all text-brand-900">
          {answer.code}
        </strong>
      </p>
      <p className={clsx('w-full rounded-xl border p-4 text-left', box)}>{answer.message}</p>
      <div className="w-full text-left">
        <h3 className="font-semibold text-brand-900">Qué sigue</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700 marker:text-brand-400">
          {next.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ul>
      </div>
      {children}
    </div>
  );
}
