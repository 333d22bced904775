import { ReminderSignup } from '../../components/tax-reminders/ReminderSignup';
import { counted } from '../../lib/plural';
import { CalendarLinks } from './CalendarLinks';

type KeepTheDatesProps = {
  digit: number;
  /** The obligations ticked, in the page's order. */
  ticked: readonly string[];
  /** Every obligation is ticked: the feed takes the ones the firm adds later too. */
  all: boolean;
};

/** Once there are dates: 'Agregar a mi calendario' and 'Avisarme por e-mail', side by side. */
export default function KeepTheDates({ digit, ticked, all }: KeepTheDatesProps) {
  return (
    <section aria-label="Tus vencimientos, siempre a mano" className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-start">
        <CalendarLinks digit={digit} obligations={all ? [] : ticked} />
        <ReminderSignup
          digit={digit}
          obligations={ticked}
          intro={`Te avisamos de los vencimientos del CUIT terminado en ${digit}: ${counted(ticked.length, 'obligación', 'obligaciones')}, las que tildaste.`}
        />
      </div>
    </section>
  );
}
