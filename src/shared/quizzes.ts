import { z } from 'zod';
import { requiredText } from './fields';
import { DEFAULT_PASSING_SCORE, MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS } from './quiz-rules';

/** An item that exists already keeps its id; a new one has none (the server gives it one). */
const itemId = z.number().int().positive().optional();

const QuizOptionSchema = z.object({
  id: itemId,
  text: requiredText('el texto de la opción', 'La opción', { max: 300 }),
  correct: z.boolean({ error: 'Indicá si la opción es correcta.' }).default(false),
});

const QuizQuestionSchema = z.object({
  id: itemId,
  text: requiredText('la pregunta', 'La pregunta', { max: 500 }),
  explanation: z
    .string()
    .trim()
    .max(1000, 'La explicación puede tener como máximo 1000 caracteres.')
    .transform((value) => (value ? value : undefined))
    .optional(),
  options: z
    .array(QuizOptionSchema, { error: 'Agregá las opciones de la pregunta.' })
    .min(MIN_OPTIONS, `Cada pregunta necesita al menos ${MIN_OPTIONS} opciones.`)
    .max(MAX_OPTIONS, `Cada pregunta puede tener como máximo ${MAX_OPTIONS} opciones.`)
    .refine(
      (options) => options.some((option) => option.correct),
      'Marcá al menos una opción correcta.',
    ),
});

/** A unit's evaluation as the course editor sends it. */
export const QuizFormSchema = z.object({
  passingScore: z.coerce
    .number({ error: 'Ingresá el puntaje para aprobar.' })
    .int('El puntaje para aprobar debe ser un número entero.')
    .min(1, 'El puntaje para aprobar debe estar entre 1 y 100.')
    .max(100, 'El puntaje para aprobar debe estar entre 1 y 100.')
    .default(DEFAULT_PASSING_SCORE),
  questions: z
    .array(QuizQuestionSchema, { error: 'Agregá las preguntas de la evaluación.' })
    .min(1, 'La evaluación necesita al menos una pregunta.')
    .max(MAX_QUESTIONS, `Hasta ${MAX_QUESTIONS} preguntas por evaluación.`),
});

export type QuizForm = z.output<typeof QuizFormSchema>;

const answerId = (invalid: string) =>
  z.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/** A student's answers to an evaluation: the options chosen for each question. */
export const QuizAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: answerId('La pregunta no es válida.'),
        optionIds: z
          .array(answerId('La opción no es válida.'), { error: 'Elegí al menos una opción.' })
          .max(MAX_OPTIONS, 'Demasiadas opciones elegidas.'),
      }),
      { error: 'Enviá tus respuestas.' },
    )
    .max(MAX_QUESTIONS, 'Demasiadas respuestas.'),
});

export type QuizAnswers = z.infer<typeof QuizAnswersSchema>;
