import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/format-date';
import { Link } from '../../../navigation/Link';

type AuthorProps = {
  author: { name: string; email: string };
  /** The line under the author's e-mail: their account, the lesson asked under. */
  context: ReactNode;
};

/** Who wrote: name, e-mail, and where they wrote from. */
function Author({ author, context }: AuthorProps) {
  return (
    <p className="flex flex-col text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{author.name}</span>
      <span className="break-all">{author.email}</span>
      {context}
    </p>
  );
}

type InboxCardProps = AuthorProps & {
  states: ReactNode;
  writtenAt: string;
  text: string;
  /** The answers sent so far and the actions. */
  children: ReactNode;
};

/** What goes in an InboxList's card: who wrote, its state and date, the text, then `children`. */
export function InboxCard({ author, context, states, writtenAt, text, children }: InboxCardProps) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Author author={author} context={context} />
        <span className="flex flex-col items-end gap-1 text-sm text-slate-600">
          {states}
          {formatDate(writtenAt)}
        </span>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-800">{text}</p>
      {children}
    </>
  );
}

/** A link on the card's context line. */
export function InboxLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="w-fit font-medium text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}
