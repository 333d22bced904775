import { CircleCheck } from 'lucide';
import { Link } from '../../navigation/Link';
import { buyPath, ownedCoursePath } from '../../components/course/course-paths';
import { useCourseOwnership } from '../../components/course/use-course-ownership';
import { authLink } from '../../components/layout/nav-items';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { BuyLink, VerifyFirst } from './PurchaseAction';
import type { PurchaseState } from './purchase-state';

const WIDE = 'w-full';

type CourseRef = { id: number; slug: string };

function GoToCourse({ course }: { course: CourseRef }) {
  const ownership = useCourseOwnership();
  const path = ownedCoursePath(
    course,
    ownership.resumeOf(course.id),
    ownership.progressOf(course.id),
  );
  return (
    <Link to={path} className={buttonClasses('primary', WIDE)}>
      <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
      Ir al curso
    </Link>
  );
}

/**
 * The buy bar's button: where the header's buy button leads, in one short word ('Comprar'; a
 * visitor signs in on the way, as from the header), or 'Ir al curso' for its owner.
 */
export function BuyBarAction({ course, state }: { course: CourseRef; state: PurchaseState }) {
  const item = { kind: 'course', id: course.id, slug: course.slug } as const;
  switch (state) {
    case 'signed-out':
      return (
        <Link to={authLink('login', buyPath(item))} className={buttonClasses('accent', WIDE)}>
          Comprar
        </Link>
      );
    case 'owns-course':
    case 'owns-bundle':
      return <GoToCourse course={item} />;
    case 'unverified':
      return <VerifyFirst label="Comprar" />;
    case 'can-buy':
      return <BuyLink item={item} className={WIDE} brief />;
    case 'loading':
      return (
        <Button variant="accent" className={WIDE} disabled>
          Comprar
        </Button>
      );
  }
}
