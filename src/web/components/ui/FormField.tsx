import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

const controlClasses = (invalid: boolean) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  );

/** What every field takes besides its control's own attributes. */
type FieldProps = { label: string; error?: string; hint?: string };

/** The control's id and the attributes that tie it to its hint and error message. */
export function controlProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * `controlProps` with a fresh id, and the control disabled until the page's code runs: text
 * typed into server-rendered markup would be lost when the page hydrates.
 */
export function useControl({
  error,
  hint,
  disabled,
}: Omit<FieldProps, 'label'> & { disabled?: boolean }) {
  const id = useId();
  const hydrated = useHydrated();
  return { ...controlProps(id, error, hint), disabled: disabled || !hydrated };
}

/** The hint and the server's message below a control, with the ids `controlProps` points at. */
export function FieldNotes({
  id,
  hint,
  error,
}: Pick<FieldProps, 'hint' | 'error'> & { id: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

type FieldFrameProps = FieldProps & { id: string; children: React.ReactNode };

function FieldFrame({ label, error, hint, id, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

// ComponentProps keeps `ref`, so a form library can register the control directly.
type TextFieldProps = ComponentProps<'input'> & FieldProps;

/** A labelled input whose error message sits right below it (after the hint, if any). */
export function TextField({ label, error, hint, className, disabled, ...rest }: TextFieldProps) {
  const control = useControl({ error, hint, disabled });
  return (
    <FieldFrame label={label} error={error} hint={hint} id={control.id}>
      <input {...control} className={clsx(controlClasses(Boolean(error)), className)} {...rest} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & FieldProps;

export function TextAreaField({
  label,
  error,
  hint,
  className,
  disabled,
  ...rest
}: TextAreaFieldProps) {
  const control = useControl({ error, hint, disabled });
  return (
    <FieldFrame label={label} error={error} hint={hint} id={control.id}>
      <textarea
        {...control}
        className={clsx(controlClasses(Boolean(error)), 'min-h-32', className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentProps<'select'> & FieldProps & { options: SelectOption[] };

/** A labelled native select over `options`, with the same hint and error placement. */
export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  disabled,
  ...rest
}: SelectFieldProps) {
  const control = useControl({ error, hint, disabled });
  return (
    <FieldFrame label={label} error={error} hint={hint} id={control.id}>
      <select
        {...control}
        // As high as a text input (the native select is a little shorter).
        className={clsx(controlClasses(Boolean(error)), 'h-[2.625rem]', className)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
