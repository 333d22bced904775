import { CalendarClock, Calculator, ShieldCheck } from 'lucide';
import { PageBanner } from '../../components/ui/PageBanner';

const HIGHLIGHTS = [
  { icon: Calculator, text: 'Tu categoría y tu cuota, con la tabla vigente de ARCA' },
  { icon: ShieldCheck, text: 'Ingresos, superficie, energía y alquileres: todos los topes' },
  { icon: CalendarClock, text: 'Recategorizate en enero y en julio: no te pases de categoría' },
];

/** The page banner: the only h1 of /monotributo. */
export function MonotributoBanner() {
  return (
    <PageBanner
      eyebrow="Herramientas"
      titleId="monotributo-title"
      title="Calculadora de Monotributo"
      intro="Averiguá en qué categoría estás, cuánto pagás por mes y cuánto podés facturar antes de pasar a la siguiente. Sin registrarte: lo calculamos con la tabla vigente de ARCA."
      highlights={HIGHLIGHTS}
    />
  );
}
