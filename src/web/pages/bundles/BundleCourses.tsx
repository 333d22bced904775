import { Link } from '../../navigation/Link';
import { coursePath } from '../../components/course/course-paths';
import { CourseRow } from '../../components/course/CourseRow';
import { PriceTag } from '../../components/course/PriceTag';
import type { BundleCourse } from '../../../shared/responses/bundles';

/** One course of the route: its title links to its page while the course is in the catalogue. */
function BundleCourseItem({ course, step }: { course: BundleCourse; step: number }) {
  return (
    <CourseRow picture={course.picture}>
      <p className="text-xs font-semibold text-brand-700">Curso {step}</p>
      <h3 className="font-semibold text-brand-900">
        {course.visible ? (
          <Link
            to={coursePath(course)}
            className="underline-offset-2 hover:text-brand-600 hover:underline"
          >
            {course.title}
          </Link>
        ) : (
          course.title
        )}
      </h3>
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <PriceTag course={course} size="card" />
    </CourseRow>
  );
}

/** 'Los cursos de la ruta', in the order the route takes them. */
export default function BundleCourses({ courses }: { courses: BundleCourse[] }) {
  return (
    <section
      aria-labelledby="bundle-courses"
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:py-16"
    >
      <h2 id="bundle-courses" className="text-2xl font-bold text-brand-900">
        Los cursos de la ruta
      </h2>
      <ol className="flex max-w-4xl flex-col gap-4">
        {courses.map((course, index) => (
          <li key={course.id}>
            <BundleCourseItem course={course} step={index + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}
