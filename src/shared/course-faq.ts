// A course's questions answered before buying ('Preguntas frecuentes'), without zod: the course
// page reads the firm's defaults from here.

/** One question of a course's FAQ, as the course editor saves it. */
export type CourseFaqEntry = { question: string; answer: string };

export const MAX_FAQ_ENTRIES = 12;

/** A course states its number of students once it has at least this many (owners, not visits). */
export const MIN_STUDENTS_SHOWN = 10;

/**
 * The firm's answers to what every buyer asks, shown on each course page after the course's own:
 * access, certificate, invoice, cuotas (as the panel sets them) and the Botón de Arrepentimiento.
 */
export function firmFaq(terms: {
  installments: { max: number; interestFree: boolean };
  certificate: boolean;
}): CourseFaqEntry[] {
  const { max, interestFree } = terms.installments;
  return [
    {
      question: '¿Por cuánto tiempo tengo acceso al curso?',
      answer:
        'Para siempre: el curso queda en tu cuenta sin vencimiento, con las actualizaciones que le hagamos. Lo ves desde la computadora o el celular, a tu ritmo.',
    },
    ...(terms.certificate
      ? [
          {
            question: '¿Recibo un certificado?',
            answer:
              'Sí. Al completar todas las clases y aprobar las evaluaciones descargás el certificado de finalización, con las horas del curso y un código con el que cualquiera puede verificarlo.',
          },
        ]
      : []),
    {
      question: '¿Me dan factura?',
      answer:
        'Sí: emitimos la factura electrónica de ARCA cuando se acredita el pago y te llega por correo. Si la necesitás a nombre de una empresa o con tu CUIT, indicalo al comprar.',
    },
    {
      question: '¿Puedo pagar en cuotas?',
      answer:
        max > 1
          ? `Sí: con MercadoPago, hasta ${max} cuotas${interestFree ? ' sin interés' : ''}. También con débito, dinero en cuenta o efectivo.`
          : 'Pagás en un solo pago con MercadoPago: tarjeta de crédito o débito, dinero en cuenta o efectivo.',
    },
    {
      question: '¿Y si me arrepiento?',
      answer:
        'Tenés 10 días corridos desde la compra para pedir la devolución con el Botón de Arrepentimiento, sin dar explicaciones (Ley 24.240).',
    },
  ];
}
