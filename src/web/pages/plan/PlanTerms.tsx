import { Award, BookOpen, CalendarSync, ChartLine, ShieldCheck, UserX } from 'lucide';
import { IconPoints, type IconPoint } from '../../components/ui/IconPoints';
import { TextLink } from '../../components/ui/TextLink';

const INCLUDED: IconPoint[] = [
  {
    icon: BookOpen,
    text: 'Todos los cursos publicados en el sitio, y los nuevos que se publiquen mientras estés suscripto.',
  },
  { icon: Award, text: 'El certificado de finalización de cada curso que completes.' },
  { icon: ChartLine, text: 'Tu progreso y la clase donde quedaste, en cada curso, como siempre.' },
];

const CONDITIONS: IconPoint[] = [
  {
    icon: CalendarSync,
    text: 'Se renueva cada mes con MercadoPago: el cobro se hace solo, con la tarjeta que autorices.',
  },
  {
    icon: UserX,
    text: (
      <>
        Cancelás cuando quieras, desde tu cuenta o con el{' '}
        <TextLink to="/baja/plan-contador">Botón de Baja</TextLink>, sin preguntas: seguís con
        acceso hasta el final del período que pagaste.
      </>
    ),
  },
  {
    icon: ShieldCheck,
    text: 'Los cursos que compraste aparte son tuyos para siempre: la suscripción nunca los afecta.',
  },
];

function TermList({ id, title, terms }: { id: string; title: string; terms: IconPoint[] }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <IconPoints points={terms} />
    </section>
  );
}

/** What the plan includes, and how it is paid and cancelled. */
export function PlanTerms() {
  return (
    <div className="flex flex-col gap-10">
      <TermList id="plan-included" title="Qué incluye" terms={INCLUDED} />
      <TermList id="plan-conditions" title="Cómo funciona" terms={CONDITIONS} />
    </div>
  );
}
