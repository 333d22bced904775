/** What a confirmation page's heading says: before the step, and once it is done. */
export type ConfirmFrame = { title: string; lead: string; pointsTitle: string };

export type ConfirmFrames = { pending: ConfirmFrame; done: ConfirmFrame };

export const ARREPENTIMIENTO_FRAMES: ConfirmFrames = {
  pending: {
    title: 'Confirmá tu arrepentimiento',
    lead: 'Abriste el enlace que te enviamos por correo. Falta un paso: elegir la compra y confirmar.',
    pointsTitle: 'Qué pasa al confirmar',
  },
  done: {
    title: 'Confirmaste tu arrepentimiento',
    lead: 'Listo: recibimos tu confirmación. Abajo tenés el código de cada pedido y lo que sigue.',
    pointsTitle: 'Qué pasa ahora',
  },
};

export const BAJA_FRAMES: ConfirmFrames = {
  pending: {
    title: 'Confirmá la baja de tu cuenta',
    lead: 'Abriste el enlace que te enviamos por correo. Falta un paso: confirmar la baja.',
    pointsTitle: 'Qué pasa al confirmar',
  },
  done: {
    title: 'Confirmaste la baja de tu cuenta',
    lead: 'Listo: tu cuenta quedó dada de baja. Abajo tenés el código del pedido.',
    pointsTitle: 'Qué pasó con tu cuenta',
  },
};

export const PLAN_BAJA_FRAMES: ConfirmFrames = {
  pending: {
    title: 'Confirmá la cancelación del Plan Contador',
    lead: 'Abriste el enlace que te enviamos por correo. Falta un paso: confirmar la cancelación.',
    pointsTitle: 'Qué pasa al confirmar',
  },
  done: {
    title: 'Confirmaste la cancelación del Plan Contador',
    lead: 'Listo: no te vamos a volver a cobrar la suscripción.',
    pointsTitle: 'Qué pasa ahora',
  },
};

/** The frame for the page's state: `done` once the server accepted the confirmation. */
export const confirmFrame = (frames: ConfirmFrames, done: boolean) =>
  done ? frames.done : frames.pending;
