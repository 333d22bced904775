import { Archive, MailX, Trash } from 'lucide';
import type { ConsumerPoint } from './ConsumerFrame';

/** What a confirmed baja does, and what the law makes the school keep. */
export const BAJA_EFFECTS: ConsumerPoint[] = [
  { icon: MailX, text: 'Cerramos tu cuenta y dejamos de enviarte correos y otras comunicaciones.' },
  {
    icon: Trash,
    text: 'Se eliminan tu cuenta, tus cursos y tu progreso, y no vas a poder volver a ingresar.',
  },
  {
    icon: Archive,
    text: 'Conservamos los registros de tus compras y facturas, sin los datos de la cuenta, porque la ley impositiva lo exige.',
  },
];
