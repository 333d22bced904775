import { clsx } from 'clsx';
import { useHydrated } from '../../lib/use-hydrated';

type DigitPickerProps = {
  /** The digit whose dates are shown (a CUIT's too), pressed. */
  chosen: number | null;
  onChoose: (digit: number) => void;
};

const DIGITS = Array.from({ length: 10 }, (_, digit) => digit);

/** The ten buttons that choose only the CUIT's last digit. */
export function DigitPicker({ chosen, onChoose }: DigitPickerProps) {
  // Server markup has no handlers yet: the buttons wait for the page's code, as the fields do.
  const hydrated = useHydrated();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        O elegí solo el último número de tu CUIT
      </legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            aria-pressed={chosen === digit}
            disabled={!hydrated}
            onClick={() => onChoose(digit)}
            className={clsx(
              'h-11 rounded-lg text-lg font-semibold tabular-nums ring-1 transition-colors disabled:cursor-not-allowed',
              chosen === digit
                ? 'bg-brand-800 text-white ring-brand-800'
                : 'bg-white text-brand-900 ring-slate-300 hover:bg-brand-50 disabled:text-slate-400',
            )}
          >
            {digit}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
