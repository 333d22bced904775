import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

const MAILED = 'Te enviamos esta misma respuesta por correo, con el código.';

/** What happens after a confirmed arrepentimiento, one step a line, by what became of it. */
export function arrepentimientoNext({
  status,
  refund,
}: Pick<ConsumerRequestAnswer, 'status' | 'refund'>): string[] {
  if (status === 'accepted' && refund === false) {
    return [MAILED, 'La compra no tuvo pago, así que no hay nada que devolver.'];
  }
  if (status === 'accepted') {
    return [
      MAILED,
      'El reintegro va al mismo medio de pago con el que pagaste: según tu banco o tarjeta, puede tardar algunos días en verse en el resumen.',
    ];
  }
  if (status === 'pending_review') {
    return [
      MAILED,
      'Una persona del estudio revisa el pedido y te escribe con la decisión y su motivo.',
      'Mientras tanto, el curso sigue en tu cuenta.',
    ];
  }
  return ['Si creés que hay un error, escribinos citando el código.'];
}
