import { clsx } from 'clsx';
import { useId } from 'react';
import { StarIcon } from './StarIcon';

const STAR_LABELS = ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'];

type StarsFieldProps = {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
};

/**
 * 1 to 5 stars as radio buttons in a fieldset: the arrows move between them, each has its label,
 * and the server's message sits under them.
 */
export function StarsField({ legend, value, onChange, error }: StarsFieldProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {STAR_LABELS.map((label, index) => {
          const rating = index + 1;
          return (
            <label
              key={rating}
              className="relative flex cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-invalid={error ? true : undefined}
                // Over the star, unseen: a click or a tap on the star is on the radio button itself.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <StarIcon
                className={clsx('size-8', rating <= value ? 'text-amber-500' : 'text-slate-300')}
              />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
