import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
};

/** Small label, h2 and lead paragraph that open each section of the home page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div
      className={clsx(
        'flex max-w-3xl flex-col gap-4',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
      )}
    >
      <p
        className={clsx(
          'inline-flex items-center gap-2 text-sm font-semibold tracking-wide uppercase',
          inverted ? 'text-accent-300' : 'text-brand-600',
        )}
      >
        <span className="h-0.5 w-6 rounded-full bg-accent-400" aria-hidden="true" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className={clsx(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-brand-900',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={clsx('text-lg', inverted ? 'text-brand-100' : 'text-slate-600')}>
          {children}
        </p>
      )}
    </div>
  );
}
