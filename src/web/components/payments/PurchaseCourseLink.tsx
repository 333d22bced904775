import { Link } from '../../navigation/Link';
import { bundlePath, coursePath } from '../course/course-paths';
import type { PurchaseCourse } from '../../../shared/responses/payments';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

type PurchaseCourseLinkProps = {
  course: PurchaseCourse;
  /** The 'Ruta de aprendizaje' bought (`course` then names it); null or absent for a course. */
  bundleId?: number | null;
};

/**
 * The bought course's title, linked to its page while the course still exists; a route's reads
 * 'Ruta: …' and links to the route's page.
 */
export function PurchaseCourseLink({ course, bundleId = null }: PurchaseCourseLinkProps) {
  if (bundleId !== null) {
    return (
      <span>
        Ruta:{' '}
        <Link to={bundlePath({ id: bundleId, slug: course.slug })} className={LINK}>
          {course.title}
        </Link>
      </span>
    );
  }
  if (course.id === null) return <span>{course.title}</span>;
  return (
    <Link to={coursePath({ id: course.id, slug: course.slug })} className={LINK}>
      {course.title}
    </Link>
  );
}
