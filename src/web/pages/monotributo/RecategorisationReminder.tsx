import { RECATEGORISATION } from '../../../shared/tax-calendar-rules';
import { ReminderSignup } from '../../components/tax-reminders/ReminderSignup';
import { Link } from '../../navigation/Link';

/**
 * The January/July recategorisation reminder, through the same subscription as /vencimientos
 * (with the monthly payment too: the digit decides its day).
 */
export default function RecategorisationReminder() {
  return (
    <section aria-label="Recordatorio de recategorización" className="py-14 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <h2 className="text-2xl font-bold text-brand-900">
            Que no se te pase la recategorización
          </h2>
          <p className="text-slate-700">
            Cada enero y cada julio revisás tu categoría con los ingresos de los últimos 12 meses.
            Si no te recategorizás a tiempo, ARCA puede hacerlo de oficio y cobrar intereses. Te
            avisamos por e-mail unos días antes, y también antes de cada pago mensual.
          </p>
          <p className="text-slate-700">
            ¿Tenés otras obligaciones? Mirá todas tus fechas en{' '}
            <Link to="/vencimientos" className="font-medium text-brand-700 underline">
              Vencimientos
            </Link>
            .
          </p>
        </div>
        <ReminderSignup
          digit={null}
          obligations={[RECATEGORISATION, 'monotributo']}
          title="Avisarme de la recategorización"
          intro="La recategorización de enero y julio, y el pago mensual del Monotributo."
        />
      </div>
    </section>
  );
}
