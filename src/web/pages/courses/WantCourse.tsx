import { ArrowRight } from 'lucide';
import { Link } from '../../navigation/Link';
import { useSession } from '../../auth/session-context';
import { buyPath, studyPath } from '../../components/course/course-paths';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';

/** '¡Quiero este curso!' to the buy page; an owner gets 'Ir al curso' instead. */
export function WantCourse({ course }: { course: { id: number; slug: string } }) {
  const { user } = useSession();
  const owned = user?.courses.some((entry) => entry.course.id === course.id) ?? false;
  return (
    <div className="flex justify-center">
      <Link
        to={owned ? studyPath(course) : buyPath({ kind: 'course', ...course })}
        className={buttonClasses('accent', 'px-8 py-3 text-base')}
      >
        {owned ? 'Ir al curso' : '¡Quiero este curso!'}
        <Icon node={ArrowRight} className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
