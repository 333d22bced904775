import type { Obligation } from '../../../shared/responses/tax-calendar';
import { Checkbox } from '../ui/Checkbox';

type ObligationChoiceProps = {
  legend: string;
  obligations: readonly Obligation[];
  ticked: readonly string[];
  onTick: (slug: string, ticked: boolean) => void;
  error?: string | undefined;
};

/** The obligations to tick, of the calendar or of a reminder subscription. */
export function ObligationChoice({
  legend,
  obligations,
  ticked,
  onTick,
  error,
}: ObligationChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {obligations.map((obligation) => (
          <Checkbox
            key={obligation.slug}
            label={obligation.label}
            name="obligations"
            value={obligation.slug}
            checked={ticked.includes(obligation.slug)}
            onChange={(event) => onTick(obligation.slug, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
