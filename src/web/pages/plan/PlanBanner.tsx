import { Award, BookOpen, CalendarSync } from 'lucide';
import { PageBanner } from '../../components/ui/PageBanner';

const HIGHLIGHTS = [
  { icon: BookOpen, text: 'Todos los cursos, también los nuevos' },
  { icon: Award, text: 'Certificado de cada curso que termines' },
  { icon: CalendarSync, text: 'Pago mensual con MercadoPago; cancelás cuando quieras' },
];

/** The page banner: the only h1 of /plan-contador. */
export function PlanBanner() {
  return (
    <PageBanner
      eyebrow="Suscripción"
      titleId="plan-title"
      title="Plan Contador"
      intro="Todos los cursos, mientras estés suscripto. Estudiá contabilidad e impuestos argentinos a tu ritmo, con un solo pago por mes."
      highlights={HIGHLIGHTS}
    />
  );
}
