import type { CourseFormInput } from '../../../../shared/course-form';
import type { CourseCategory } from '../../../../shared/courses';
import type { AdminCourse } from '../../../../shared/responses/admin';
import { DEFAULT_PASSING_SCORE } from '../../../../shared/quiz-rules';
import { argentineInput, fromArgentineInput } from '../sale-values';

/** An item already saved keeps its id (and with it the students' progress); a new one has none. */
type Draft<T extends { id: number }> = Omit<T, 'id'> & { id?: number };

type AdminUnit = AdminCourse['units'][number];
export type ModuleValues = Draft<AdminUnit['modules'][number]>;
type AdminQuestion = NonNullable<AdminUnit['quiz']>['questions'][number];
export type OptionValues = Draft<AdminQuestion['options'][number]>;
export type QuestionValues = Draft<Omit<AdminQuestion, 'options'>> & { options: OptionValues[] };
/** A unit's evaluation as edited: the passing score sits in a text input. */
export type QuizValues = { passingScore: number | string; questions: QuestionValues[] };
/** How a unit opens: with the enrolment, some days after it, or on a day (drip release). */
export type ReleaseMode = 'enrolment' | 'days' | 'date';
export type UnitValues = Draft<
  Omit<AdminUnit, 'modules' | 'quiz' | 'releaseAfterDays' | 'releaseDate'>
> & {
  modules: ModuleValues[];
  quiz: QuizValues | null;
  /** The 'Liberación' choice; only the value of the chosen way is sent. */
  release: ReleaseMode;
  releaseAfterDays: string;
  releaseDate: string;
};
export type MaterialValues = Draft<AdminCourse['materials'][number]>;
export type LearningPointValues = Draft<AdminCourse['learningList'][number]>;
/** A line of 'Incluye', wrapped: the form's field arrays hold objects. */
export type IncludedLineValues = { text: string };
export type FaqEntryValues = AdminCourse['faq'][number];

/** The course form as edited: select and number inputs hold text, as the API accepts it. */
export type CourseFormValues = {
  title: string;
  description: string;
  category: CourseCategory;
  visibility: 'true' | 'false';
  price: string;
  /** The sale price, and when it ends as a datetime-local value in Argentine time; both or neither. */
  salePrice: string;
  saleEndsAt: string;
  content: string;
  /** A data URL of a newly chosen file, the current picture's URL, or null for none. */
  picture: string | null;
  urlTrailer: string;
  /** The teacher's id as the select holds it; '' for nobody. */
  instructorId: string;
  learningList: LearningPointValues[];
  included: IncludedLineValues[];
  faq: FaqEntryValues[];
  units: UnitValues[];
  materials: MaterialValues[];
};

export const EMPTY_COURSE: CourseFormValues = {
  title: '',
  description: '',
  category: 'student',
  visibility: 'true',
  price: '',
  salePrice: '',
  saleEndsAt: '',
  content: '',
  picture: null,
  urlTrailer: '',
  instructorId: '',
  learningList: [],
  included: [],
  faq: [],
  units: [],
  materials: [],
};

export function courseFormValues(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    visibility: course.visibility ? 'true' : 'false',
    price: String(course.price),
    salePrice: course.salePrice === null ? '' : String(course.salePrice),
    saleEndsAt: argentineInput(course.saleEndsAt),
    content: course.content,
    picture: course.picture?.url ?? null,
    urlTrailer: course.urlTrailer,
    instructorId: course.instructorId === null ? '' : String(course.instructorId),
    learningList: course.learningList,
    included: course.included.map((text) => ({ text })),
    faq: course.faq,
    units: course.units.map(unitValues),
    materials: course.materials,
  };
}

function unitValues({ releaseAfterDays, releaseDate, ...unit }: AdminUnit): UnitValues {
  const release = releaseDate !== null ? 'date' : releaseAfterDays !== null ? 'days' : 'enrolment';
  return {
    ...unit,
    release,
    releaseAfterDays: releaseAfterDays === null ? '' : String(releaseAfterDays),
    releaseDate: releaseDate ?? '',
  };
}

/** The values are sent as they are (the server reads the text of selects and numbers). */
export const courseBody = (values: CourseFormValues): CourseFormInput => ({
  ...values,
  saleEndsAt: fromArgentineInput(values.saleEndsAt),
  included: values.included.map((line) => line.text),
  instructorId: values.instructorId === '' ? null : values.instructorId,
  units: values.units.map(({ release, releaseAfterDays, releaseDate, ...unit }) => ({
    ...unit,
    releaseAfterDays: release === 'days' ? releaseAfterDays : null,
    releaseDate: release === 'date' ? releaseDate : null,
  })),
});

/** What 'Agregar …' puts at the end of each list. */
export const newItem = {
  unit: (): UnitValues => ({
    title: 'Nueva unidad',
    modules: [],
    quiz: null,
    release: 'enrolment',
    releaseAfterDays: '',
    releaseDate: '',
  }),
  module: (): ModuleValues => ({
    title: 'Nuevo módulo',
    videoId: '',
    durationMinutes: 0,
    preview: false,
  }),
  material: (): MaterialValues => ({ title: 'Nuevo material', url: '', file: null }),
  quiz: (): QuizValues => ({ passingScore: DEFAULT_PASSING_SCORE, questions: [] }),
  question: (): QuestionValues => ({
    text: '',
    options: [
      { text: '', correct: true },
      { text: '', correct: false },
    ],
  }),
  learningPoint: (): LearningPointValues => ({ content: 'Aprendés a...' }),
  // Empty: a line the administrator forgot to write is refused, never published as a claim.
  includedLine: (): IncludedLineValues => ({ text: '' }),
  faqEntry: (): FaqEntryValues => ({ question: '', answer: '' }),
};
