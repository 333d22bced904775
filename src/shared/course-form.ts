import { MAX_FAQ_ENTRIES } from './course-faq';
import { z } from 'zod';
import { COURSE_CATEGORIES } from './courses';
import { requiredText } from './fields';
import { checkSale, priceField, saleEndsAtField, salePriceField } from './price-fields';
import { QuizFormSchema } from './quizzes';
import { InstructorIdSchema } from './team';
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

/** How long a module takes, in whole minutes (its course's hours add these up). */
const durationMinutes = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'Ingresá la duración en minutos.' })
    .int('La duración va en minutos enteros.')
    .min(0, 'La duración no puede ser negativa.')
    .max(1440, 'La duración puede ser como máximo de 1440 minutos (24 horas).')
    .default(0),
);

/**
 * A file uploaded for a material (POST /api/admin/materials/files answers it): its key in
 * storage and its original name; the server reads the size and type from the file itself.
 */
const materialFile = z.object(
  {
    key: z
      .string()
      .max(300)
      .regex(/^materials\/[a-z0-9-]{1,40}\/[^/]+$/, 'El archivo del material no es válido.'),
    name: requiredText('el nombre del archivo', 'El nombre del archivo', { max: 200 }),
    size: z.number().optional(),
    type: z.string().optional(),
  },
  { error: 'El archivo del material no es válido.' },
);

const visibility = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')],
  {
    error: 'Elegí si el curso es público o privado.',
  },
);

/** Drip release: days after the enrolment, or an Argentine day; left empty (or out) means none. */
const noRelease = (value: unknown) => (value === '' || value === undefined ? null : value);
const releaseAfterDays = z.preprocess(
  noRelease,
  z.coerce
    .number({ error: 'Ingresá cuántos días después de la inscripción se libera.' })
    .int('Los días van en números enteros.')
    .min(1, 'Ingresá al menos 1 día.')
    .max(3650, 'Pueden ser como máximo 3650 días (10 años).')
    .nullable(),
);
const releaseDate = z.preprocess(
  noRelease,
  z
    .string({ error: 'Ingresá una fecha válida.' })
    .refine(isCalendarDay, 'Ingresá una fecha válida.')
    .nullable(),
);

/** Whether the text is a day that exists, 'YYYY-MM-DD'. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const ONE_RELEASE_RULE = 'Elegí una sola forma de liberar la unidad.';

/** A unit's evaluation comes after its modules: a unit without them cannot have one. */
export const QUIZ_NEEDS_MODULE =
  'La evaluación va después de los módulos de la unidad: agregá al menos un módulo.';

export const CourseFormSchema = z
  .object({
    title: requiredText('el título', 'El título', { min: 3, max: 120 }),
    description: requiredText('una descripción', 'La descripción', { min: 10, max: 400 }),
    category: z.enum(COURSE_CATEGORIES, { error: 'Elegí una categoría.' }),
    visibility,
    price: priceField,
    salePrice: salePriceField,
    saleEndsAt: saleEndsAtField,
    content: z.string().max(50_000, 'El contenido es demasiado largo.').default(''),
    /** A data URL of a newly chosen picture, the URL of the current one, or null for none. */
    picture: z.string().max(8_000_000, 'La imagen es demasiado pesada.').nullable().default(null),
    urlTrailer: videoReference.default(''),
    /** Who teaches it: a team member's id ('Equipo'), or null for nobody. */
    instructorId: InstructorIdSchema,
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
      .array(
        requiredText('qué incluye el curso', 'Cada línea', { max: MAX_INCLUDED_LINE_LENGTH }),
        {
          error: 'La lista de lo que incluye el curso no es válida.',
        },
      )
      .max(MAX_INCLUDED_LINES, `Hasta ${MAX_INCLUDED_LINES} líneas de lo que incluye el curso.`)
      .default([]),
    faq: z
      .array(
        z.object({
          question: requiredText('la pregunta', 'La pregunta', { min: 5, max: 200 }),
          answer: requiredText('la respuesta', 'La respuesta', { min: 5, max: 2000 }),
        }),
        { error: 'Las preguntas frecuentes no son válidas.' },
      )
      .max(MAX_FAQ_ENTRIES, `Hasta ${MAX_FAQ_ENTRIES} preguntas frecuentes.`)
      .default([]),
    units: z
      .array(
        z
          .object({
            id: itemId,
            title: requiredText('el título de la unidad', 'El título de la unidad', { max: 150 }),
            modules: z
              .array(
                z.object({
                  id: itemId,
                  title: requiredText('el título del módulo', 'El título del módulo', { max: 150 }),
                  videoId: videoReference.default(''),
                  durationMinutes,
                  preview: z.boolean({ error: 'Indicá si es una vista previa.' }).default(false),
                }),
              )
              .max(100, 'Hasta 100 módulos por unidad.'),
            /** The unit's evaluation; none when left out or null. */
            quiz: QuizFormSchema.nullable().default(null),
            releaseAfterDays: releaseAfterDays.default(null),
            releaseDate: releaseDate.default(null),
          })
          // The player opens an evaluation after its unit's last module (lesson-links.ts).
          .refine((unit) => !unit.quiz || unit.modules.length > 0, {
            message: QUIZ_NEEDS_MODULE,
            path: ['quiz'],
          })
          .refine((unit) => unit.releaseAfterDays === null || unit.releaseDate === null, {
            message: ONE_RELEASE_RULE,
            path: ['release'],
          }),
      )
      .max(100, 'Hasta 100 unidades.')
      .default([]),
    materials: z
      .array(
        z
          .object({
            id: itemId,
            title: requiredText('el título del material', 'El título del material', { max: 150 }),
            /** The link of a material that is a link; left empty (and ignored) for a file. */
            url: z.string().default(''),
            file: materialFile.nullable().default(null),
          })
          .transform((material, context) => {
            if (material.file) return { ...material, url: '' };
            const checked = link.safeParse(material.url);
            if (checked.success) return { ...material, url: checked.data };
            for (const issue of checked.error.issues) {
              context.addIssue({ code: 'custom', message: issue.message, path: ['url'] });
            }
            return z.NEVER;
          }),
      )
      .max(100, 'Hasta 100 materiales.')
      .default([]),
  })
  .superRefine(checkSale);
export type CourseFormInput = z.input<typeof CourseFormSchema>;
export type CourseForm = z.output<typeof CourseFormSchema>;
