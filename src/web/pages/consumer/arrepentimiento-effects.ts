import { Banknote, BookX, MonitorPlay } from 'lucide';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import type { ConsumerPoint } from './ConsumerFrame';

/** What a confirmed arrepentimiento does, and when a person looks at it first. */
export const ARREPENTIMIENTO_EFFECTS: ConsumerPoint[] = [
  { icon: Banknote, text: 'Te devolvemos el total, al mismo medio de pago con el que pagaste.' },
  { icon: BookX, text: 'El curso deja de estar en tu cuenta.' },
  {
    icon: MonitorPlay,
    text: `Si ya usaste más del ${SUBSTANTIAL_USE_PERCENT} % del curso (lo que viste de sus videos, los materiales que descargaste o las evaluaciones que rendiste) o ya tenés su certificado, una persona del estudio revisa el pedido antes del reintegro (la ley permite excluir el contenido digital ya reproducido) y te avisa la decisión por correo.`,
  },
];
