import { CalendarCheck, CreditCard, Video } from 'lucide';
import { PageBanner } from '../../components/ui/PageBanner';

const HIGHLIGHTS = [
  { icon: CalendarCheck, text: 'Elegís el día y el horario que te quedan cómodos' },
  { icon: Video, text: 'Por videollamada, por teléfono o en el estudio' },
  { icon: CreditCard, text: 'Pagás online con MercadoPago, también en cuotas' },
];

/** The page banner: the only h1 of /consultas. */
export function ConsultationsBanner() {
  return (
    <PageBanner
      eyebrow="Consultas"
      titleId="consultations-title"
      title="Reservá una consulta con el estudio"
      intro="Resolvé tus dudas de impuestos, monotributo o los libros de tu pyme o emprendimiento con un contador matriculado. Elegí el tipo de consulta, el día y el horario, y reservalo en pocos pasos."
      highlights={HIGHLIGHTS}
    />
  );
}
