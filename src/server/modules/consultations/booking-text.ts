import type { ConsultationMode } from '../../../shared/consultations';

export const MODE_LABELS: Record<ConsultationMode, string> = {
  video: 'Videollamada',
  presencial: 'Presencial',
  telefono: 'Telefónica',
};

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'miércoles 2/12/2026 a las 10:00 (hora de Argentina)'. */
export const whenText = (at: Date) =>
  `${dateFormat.format(at).replace(',', '')} a las ${timeFormat.format(at)} (hora de Argentina)`;
