import type { Obligation } from '../../../shared/responses/tax-calendar';
import { CuitField } from './CuitField';
import { DigitPicker } from './DigitPicker';
import { ObligationChoice } from '../../components/tax-reminders/ObligationChoice';

type DueDatesFormProps = {
  cuit: string;
  cuitError: string | undefined;
  /** The digit whose dates are shown. */
  digit: number | null;
  obligations: readonly Obligation[];
  ticked: readonly string[];
  onCuit: (cuit: string) => void;
  onLeaveCuit: () => void;
  onDigit: (digit: number) => void;
  onTick: (slug: string, ticked: boolean) => void;
};

/** The CUIT or its last digit, and the obligations: the dates follow every change. */
export function DueDatesForm(props: DueDatesFormProps) {
  return (
    <form
      aria-label="Tu CUIT y tus obligaciones"
      noValidate
      onSubmit={(event) => {
        // Enter in the CUIT field checks it as it is; there is nothing else to send.
        event.preventDefault();
        props.onLeaveCuit();
      }}
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <CuitField
        value={props.cuit}
        error={props.cuitError}
        onChange={props.onCuit}
        onLeave={props.onLeaveCuit}
      />
      <DigitPicker chosen={props.digit} onChoose={props.onDigit} />
      <ObligationChoice
        legend="Tus obligaciones (destildá las que no tenés)"
        obligations={props.obligations}
        ticked={props.ticked}
        onTick={props.onTick}
      />
    </form>
  );
}
