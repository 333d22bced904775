import { z } from 'zod';
import { COURSE_CATEGORIES } from './courses';
import { requiredText } from './fields';
import { QuizFormSchema } from './quizzes';
import { isVideoReference } from './video-source';

/** The largest cover picture accepted, before it is re-encoded. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The lines of 'Incluye' on a course page: at most this many, each at most this long. */
export const MAX_INCLUDED_LINES = 12;
export const MAX_INCLUDED_LINE_LENGTH = 60;

/** An item that exists already keeps its id; a new one has none (the server gives it one). */
const itemId = z.number().int().positive().optional();

const videoReference = z
  .string()
  .trim()
  .max(500, 'La dirección del video es demasiado larga.')
  .refine(
    isVideoReference,
    'Ingresá un video de YouTube (enlace o id) o la dirección de un archivo de video.',
  );

const link = z
  .string({ error: 'Ingresá el enlace del material.' })
  .trim()
  .min(1, { error: 'Ingresá el enlace del material.', abort: true })
  .max(1000, 'El enlace es demasiado largo.')
  // A file of the site itself (a path such as /uploads/…) is a link too.
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'El enlace debe empezar con http:// o https:// (o con / para un archivo del sitio).',
  );

const price = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'Ingresá un precio.' })
    .min(0, 'El precio no puede ser negativo.')
    .max(99_999_999, 'El precio es demasiado alto.')
    .refine((value) => Number.isInteger(Math.round(value * 100)), 'El precio no es válido.')
    .transform((value) => Math.round(value * 100) / 100),
);

const visibility = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')],
  {
    error: 'Elegí si el curso es público o privado.',
  },
);

export const CourseFormSchema = z.object({
  title: requiredText('el título', 'El título', { min: 3, max: 120 }),
  description: requiredText('una descripción', 'La descripción', { min: 10, max: 400 }),
  category: z.enum(COURSE_CATEGORIES, { error: 'Elegí una categoría.' }),
  visibility,
  price,
  content: z.string().max(50_000, 'El contenido es demasiado largo.').default(''),
  /** A data URL of a newly chosen picture, the URL of the current one, or null for none. */
  picture: z.string().max(8_000_000, 'La imagen es demasiado pesada.').nullable().default(null),
  urlTrailer: videoReference.default(''),
  learningList: z
    .array(
      z.object({
        id: itemId,
        content: requiredText('el aprendizaje', 'El aprendizaje', { max: 200 }),
      }),
    )
    .max(30, 'Hasta 30 aprendizajes.')
    .default([]),
  included: z
    .array(requiredText('qué incluye el curso', 'Cada línea', { max: MAX_INCLUDED_LINE_LENGTH }), {
      error: 'La lista de lo que incluye el curso no es válida.',
    })
    .max(MAX_INCLUDED_LINES, `Hasta ${MAX_INCLUDED_LINES} líneas de lo que incluye el curso.`)
    .default([]),
  units: z
    .array(
      z.object({
        id: itemId,
        title: requiredText('el título de la unidad', 'El título de la unidad', { max: 150 }),
        modules: z
          .array(
            z.object({
              id: itemId,
              title: requiredText('el título del módulo', 'El título del módulo', { max: 150 }),
              videoId: videoReference.default(''),
            }),
          )
          .max(100, 'Hasta 100 módulos por unidad.'),
        /** The unit's evaluation; none when left out or null. */
        quiz: QuizFormSchema.nullable().default(null),
      }),
    )
    .max(100, 'Hasta 100 unidades.')
    .default([]),
  materials: z
    .array(
      z.object({
        id: itemId,
        title: requiredText('el título del material', 'El título del material', { max: 150 }),
        url: link,
      }),
    )
    .max(100, 'Hasta 100 materiales.')
    .default([]),
});
export type CourseFormInput = z.input<typeof CourseFormSchema>;
export type CourseForm = z.output<typeof CourseFormSchema>;

/** The course as the editor loads it: every item with its id, videos and links included. */
export type AdminCourse = {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: (typeof COURSE_CATEGORIES)[number];
  visibility: boolean;
  price: number;
  content: string;
  picture: { url: string } | null;
  urlTrailer: string;
  learningList: { id: number; content: string }[];
  /** What the course includes, as short lines ('Planillas de Excel'). */
  included: string[];
  units: {
    id: number;
    title: string;
    modules: { id: number; title: string; videoId: string }[];
    quiz: EditableQuiz | null;
  }[];
  materials: { id: number; title: string; url: string }[];
  createdAt: string;
  updatedAt: string;
};

/** A unit's evaluation as the editor loads it: every question and option with its id. */
export type EditableQuiz = {
  id: number;
  passingScore: number;
  questions: {
    id: number;
    text: string;
    explanation?: string | undefined;
    options: { id: number; text: string; correct: boolean }[];
  }[];
};

/** A course card in the panel's list: hidden ones too, with what it holds and who owns it. */
export type AdminCourseCard = Pick<
  AdminCourse,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'category'
  | 'visibility'
  | 'price'
  | 'picture'
  | 'updatedAt'
> & { units: number; modules: number; students: number };
