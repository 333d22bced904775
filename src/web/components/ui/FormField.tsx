import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlClasses = (invalid: boolean) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  );

type FieldFrameProps = { label: string; error?: string; id: string; children: React.ReactNode };

function FieldFrame({ label, error, id, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error message sits right below it. */
export function TextField({ label, error, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} error={error} id={id}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(controlClasses(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
};

export function TextAreaField({ label, error, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} error={error} id={id}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(controlClasses(Boolean(error)), 'min-h-32', className)}
        {...rest}
      />
    </FieldFrame>
  );
}
