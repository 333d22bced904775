import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNotes, useControl } from './FormField';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: string;
  error?: string;
};

/** A checkbox with its label beside it, and the hint and the server's message below the label. */
export function Checkbox({ label, hint, error, className, disabled, ...rest }: CheckboxProps) {
  const control = useControl({ error, hint, disabled });
  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        {...control}
        className="mt-0.5 size-4 shrink-0 accent-brand-700 disabled:opacity-60"
        {...rest}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={control.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <FieldNotes id={control.id} hint={hint} error={error} />
      </div>
    </div>
  );
}
