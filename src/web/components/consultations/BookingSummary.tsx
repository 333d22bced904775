import type { ConsultationType } from '../../../shared/responses/consultations';
import { CardFacts } from '../ui/CardFacts';
import {
  argentineDay,
  consultationPrice,
  dayLabel,
  MODE_LABELS,
  timeRangeLabel,
} from './consultation-text';

type Props = {
  type: Pick<ConsultationType, 'title' | 'durationMinutes' | 'mode' | 'price'>;
  start: string;
};

/** What is being booked: the consultation, its day and time (Argentine), mode and price. */
export function BookingSummary({ type, start }: Props) {
  const end = Date.parse(start) + type.durationMinutes * 60_000;
  const facts = [
    { label: 'Consulta', value: type.title },
    { label: 'Día', value: dayLabel(argentineDay(start)) },
    { label: 'Horario', value: timeRangeLabel(start, end, type.durationMinutes) },
    { label: 'Modalidad', value: MODE_LABELS[type.mode] },
    { label: 'Precio', value: consultationPrice(type.price) },
  ];
  return <CardFacts facts={facts} />;
}
