import { formatDate } from '../../../../shared/format-date';

/** The box an answer sent is quoted in, under what it answers. */
export const SENT_ANSWER_BOX = 'rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3 text-sm';

type SentAnswerProps = { sentAt: string; by: string | null; text: string };

/** An answer sent: when, by which administrator, and its text (put it in a SENT_ANSWER_BOX). */
export function SentAnswer({ sentAt, by, text }: SentAnswerProps) {
  return (
    <>
      <p className="mb-1 text-xs text-slate-600">
        Respuesta del {formatDate(sentAt)}
        {by ? `, de ${by}` : ''}
      </p>
      <p className="whitespace-pre-line text-slate-800">{text}</p>
    </>
  );
}
