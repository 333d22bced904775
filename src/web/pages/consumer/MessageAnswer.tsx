import type { ReactNode } from 'react';
import type { IconNode } from '../../components/ui/Icon';
import { AnswerHeading } from './AnswerHeading';
import { ToneIcon } from '../../components/ui/ToneIcon';

type MessageAnswerProps = {
  icon: IconNode;
  title: string;
  /** The server's words. */
  message: string;
  /** The way on. */
  children?: ReactNode;
};

/** The server's answer in place of the form or the button: an icon, a heading and its message. */
export function MessageAnswer({ icon, title, message, children }: MessageAnswerProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-5 text-center">
      <ToneIcon icon={icon} tone="success" />
      <AnswerHeading>{title}</AnswerHeading>
      <p className="w-full rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-left text-emerald-900">
        {message}
      </p>
      {children}
    </div>
  );
}
