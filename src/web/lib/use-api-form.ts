import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../api/client';
import { notify } from '../components/ui/toast';

type Values = Record<string, unknown>;

/** The names of the values that are text, which `field` can bind to an input. */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `field(name)` gives: the props that tie a field to one of the form's values. */
export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
};

/**
 * The values of a form sent to the API and the server's per-field messages. `field(name)` gives
 * the props of a TextField or SelectField; changing a field (or `set`) clears its message. Values
 * that are not text (a list of ids, a flag) are read from `values`, changed with `set`, and their
 * messages read from `errors`. `showError` puts the messages of an ApiError under the matching
 * inputs, or hands the error's message to `otherwise` (a toast).
 */
export function useApiForm<T extends Values>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const field = (name: TextName<T>): FieldBinding => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as T[typeof name]),
  });

  const showError = (error: Error, otherwise: (message: string) => void = notify.error) => {
    const byField: Partial<Record<keyof T, string>> = {};
    for (const item of error instanceof ApiError ? error.errors : []) {
      if (item.field in initial) byField[item.field as keyof T] ??= item.message;
    }
    setErrors(byField);
    if (Object.keys(byField).length === 0) otherwise(error.message);
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
  };

  /** What a mutation does with the answer: its message as a toast and the form emptied, or the
   * server's messages under the fields. */
  const outcome = {
    onSuccess: (answer: { message: string }) => {
      notify.success(answer.message);
      reset();
    },
    onError: (error: Error) => showError(error),
  };

  return { values, errors, field, set, showError, reset, outcome };
}
