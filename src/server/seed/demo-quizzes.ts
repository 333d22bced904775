import type { QuizForm } from '../../shared/quizzes';
import type { NewCourse } from '../modules/courses/course-store';

type DemoQuestion = {
  text: string;
  explanation: string;
  /** The options; those starting with `✓ ` are correct. */
  options: string[];
};

const quiz = (questions: DemoQuestion[]): QuizForm => ({
  passingScore: 70,
  questions: questions.map(({ text, explanation, options }) => ({
    text,
    explanation,
    options: options.map((option) => ({
      text: option.replace(/^✓ /, ''),
      correct: option.startsWith('✓ '),
    })),
  })),
});

/** The evaluations of the monotributo course, by unit title. */
export const MONOTRIBUTO_QUIZZES: Record<string, QuizForm> = {
  'El Régimen Simplificado': quiz([
    {
      text: '¿Qué impuestos nacionales reemplaza el impuesto integrado del monotributo?',
      explanation:
        'El impuesto integrado reemplaza Ganancias e IVA. Ingresos Brutos es un impuesto provincial: solo se paga con la cuota donde hay convenio de régimen simplificado unificado.',
      options: [
        '✓ El Impuesto a las Ganancias',
        '✓ El IVA',
        'Ingresos Brutos en todas las provincias',
        'Bienes Personales',
      ],
    },
    {
      text: '¿Qué componentes tiene la cuota mensual de un monotributista que solo trabaja por su cuenta?',
      explanation:
        'La cuota suma el impuesto integrado, el aporte jubilatorio (SIPA) y el aporte a la obra social.',
      options: [
        '✓ Impuesto integrado',
        '✓ Aporte jubilatorio (SIPA)',
        '✓ Obra social',
        'Cuota sindical obligatoria',
      ],
    },
    {
      text: '¿Qué define principalmente la categoría del monotributo?',
      explanation:
        'La categoría se define por los ingresos brutos de los últimos 12 meses, junto con la superficie afectada, la energía consumida y los alquileres.',
      options: [
        '✓ Los ingresos brutos de los últimos 12 meses',
        'La cantidad de clientes',
        'El patrimonio del titular',
      ],
    },
  ]),
  'Alta y facturación': quiz([
    {
      text: '¿Qué nivel de clave fiscal se necesita como mínimo para adherir al monotributo por internet?',
      explanation: 'La adhesión en el sitio de ARCA pide clave fiscal nivel 3 o superior.',
      options: ['Nivel 1', 'Nivel 2', '✓ Nivel 3', 'No hace falta clave fiscal'],
    },
    {
      text: '¿Qué tipo de factura emite un monotributista por sus ventas?',
      explanation: 'El monotributista emite factura C, sin discriminar IVA.',
      options: ['Factura A', 'Factura B', '✓ Factura C', 'Factura M'],
    },
    {
      text: '¿Qué necesitás para emitir una factura electrónica como monotributista?',
      explanation:
        "Se factura con clave fiscal, en el servicio 'Comprobantes en línea' de ARCA, desde un punto de venta dado de alta en 'Administración de puntos de venta y domicilios'. El controlador fiscal es para tickets en un local, y ninguna factura lleva la firma de un contador.",
      options: [
        '✓ Tu clave fiscal',
        '✓ Un punto de venta para factura electrónica dado de alta en ARCA',
        'Un controlador fiscal homologado',
        'La firma de un contador matriculado en cada factura',
      ],
    },
  ]),
};

/** The units with the evaluation named after each one's title, if there is one. */
export const withQuizzes = (
  units: NewCourse['units'],
  quizzes: Record<string, QuizForm>,
): NewCourse['units'] => units.map((unit) => ({ ...unit, quiz: quizzes[unit.title] ?? null }));
