import { ArrowRight } from 'lucide';
import { Link } from '../../navigation/Link';
import { CATEGORY_LABELS } from '../../../shared/courses';
import { coursePath } from '../../components/course/course-paths';
import { CourseRow } from '../../components/course/CourseRow';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import type { RelatedCourse } from '../../../shared/responses/courses';

function RelatedCard({ course }: { course: RelatedCourse }) {
  return (
    <CourseRow picture={course.picture}>
      <p className="text-xs font-semibold text-brand-700">{CATEGORY_LABELS[course.category]}</p>
      <h3 className="font-semibold text-brand-900">{course.title}</h3>
      <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
      <Link
        to={coursePath(course)}
        aria-label={`Ver curso: ${course.title}`}
        className="mt-auto inline-flex w-fit items-center gap-1 pt-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Ver curso
        <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
      </Link>
    </CourseRow>
  );
}

/** 'Quizás te interese': up to two other courses, or nothing when there are none. */
export function RelatedCourses({ courses }: { courses: RelatedCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="related-courses" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="related-courses" className="text-2xl font-bold text-brand-900">
          Quizás te interese
        </h2>
        <Link to="/courses" className={buttonClasses('outline')}>
          Ver todos
        </Link>
      </div>
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {courses.map((course) => (
          <li key={course.id}>
            <RelatedCard course={course} />
          </li>
        ))}
      </ul>
    </section>
  );
}
