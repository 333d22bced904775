import { CalendarCheck } from 'lucide';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { Link } from '../../navigation/Link';

/** The way on for a visitor with a due date they are unsure how to meet: a consultation. */
export function ConsultationCall() {
  return (
    <section aria-labelledby="consultation-call-title" className="bg-brand-50 py-14 sm:py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 sm:px-6">
        <h2 id="consultation-call-title" className="text-2xl font-bold text-brand-900">
          ¿Se te viene un vencimiento y no sabés cómo presentarlo?
        </h2>
        <p className="text-slate-700">
          Revisamos tus obligaciones, te decimos cuáles te corresponden y te ayudamos a presentar y
          pagar a tiempo, sin intereses ni multas.
        </p>
        <Link to="/consultas" className={buttonClasses('accent')}>
          <Icon node={CalendarCheck} className="size-5" aria-hidden="true" />
          Reservá una consulta
        </Link>
      </div>
    </section>
  );
}
