import { useEffect, useRef } from 'react';

/**
 * The heading of an answer that replaced a form or a button: the focus moves to it, so that the
 * answer is read out (the control that had the focus is gone).
 */
export function AnswerHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2
      ref={heading}
      tabIndex={-1}
      className="text-2xl font-bold text-brand-900 focus:outline-none"
    >
      {children}
    </h2>
  );
}
