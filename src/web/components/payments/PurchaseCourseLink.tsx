import { Link } from '../../navigation/Link';
import { coursePath } from '../course/course-paths';
import type { PurchaseCourse } from '../../../shared/responses/payments';

/** The bought course's title, linked to its page while the course still exists. */
export function PurchaseCourseLink({ course }: { course: PurchaseCourse }) {
  if (course.id === null) return <span>{course.title}</span>;
  return (
    <Link
      to={coursePath({ id: course.id, slug: course.slug })}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {course.title}
    </Link>
  );
}
