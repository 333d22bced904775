import { BellRing, CalendarDays, CalendarPlus } from 'lucide';
import { PageBanner } from '../../components/ui/PageBanner';

const HIGHLIGHTS = [
  { icon: CalendarDays, text: 'Lo que te vence este mes y el próximo, lo más cercano primero' },
  { icon: CalendarPlus, text: 'Tus fechas en Google Calendar o en el calendario de tu teléfono' },
  { icon: BellRing, text: 'Un e-mail unos días antes de cada vencimiento' },
];

/** The page banner: the only h1 of /vencimientos. */
export function TaxCalendarBanner() {
  return (
    <PageBanner
      eyebrow="Herramientas"
      titleId="tax-calendar-title"
      title="Vencimientos impositivos"
      intro="Ingresá tu CUIT o su último número y mirá qué te vence de ARCA: IVA, Ganancias, Monotributo, autónomos y más. Sin registrarte."
      highlights={HIGHLIGHTS}
    />
  );
}
