import { useCatalogue } from '../../api/courses';
import { CourseGridSkeleton } from '../../components/course/CourseCardSkeleton';
import { CourseGrid } from '../../components/course/CourseGrid';
import { NoCoursesMessage } from '../../components/course/NoCoursesMessage';
import { SeeMoreLink } from './SeeMoreLink';

/** How many courses the home page shows; the rest are on /courses. */
export const HOME_COURSE_LIMIT = 3;

function CourseList() {
  const { data: courses, isPending, isError } = useCatalogue();
  if (isPending) return <CourseGridSkeleton count={HOME_COURSE_LIMIT} />;
  if (isError || courses.length === 0) return <NoCoursesMessage tone="dark" />;
  return (
    <>
      <CourseGrid courses={courses.slice(0, HOME_COURSE_LIMIT)} />
      <SeeMoreLink to="/courses" variant="accent">
        Ver todos los cursos
      </SeeMoreLink>
    </>
  );
}

/** The "Cursos" box of the services block (id "courses"): up to three catalogue courses. */
export function CoursesBox() {
  return (
    <section
      id="courses"
      aria-labelledby="courses-title"
      className="relative mt-20 overflow-hidden rounded-3xl bg-brand-900 px-5 py-12 focus:outline-none sm:px-10 sm:py-16"
    >
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-20 size-72 rounded-full bg-accent-500/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-10">
        <div className="flex max-w-2xl flex-col gap-4">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <span className="h-0.5 w-6 rounded-full bg-accent-400" aria-hidden="true" />
            Formación
          </p>
          <h2
            id="courses-title"
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            Cursos
          </h2>
          <p className="text-lg text-brand-100">
            Clases en video para estudiantes de Contador Público y para quienes dan sus primeros
            pasos en la profesión. Pagás una vez y tenés acceso ilimitado.
          </p>
        </div>
        <div>
          <CourseList />
        </div>
      </div>
    </section>
  );
}
