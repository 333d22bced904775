import { CircleCheck, ShoppingCart } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../navigation/Link';
import { useSession } from '../../auth/session-context';
import { buyPath, studyPath } from '../../components/course/course-paths';
import { authLink } from '../../components/layout/nav-items';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';

type CourseRef = { id: number; slug: string };

// Only unverified people ever see it: the dialog library is not part of the course page.
const VerifyAccountDialog = lazy(() =>
  import('../../components/payments/VerifyAccountDialog').then((module) => ({
    default: module.VerifyAccountDialog,
  })),
);

function VerifyFirst() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="accent" className="w-full" onClick={() => setOpen(true)}>
        <Icon node={ShoppingCart} className="size-4" aria-hidden="true" />
        Comprar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VerifyAccountDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The buy button in its four states: signed out (log in, then back to the buy page), owner
 * ('En propiedad', to the player), unverified (a dialog asks to validate), verified (buy page).
 */
export function PurchaseAction({ course }: { course: CourseRef }) {
  const { user, status } = useSession();
  const wide = 'w-full';
  if (status === 'loading') {
    return (
      <Button variant="accent" className={wide} disabled>
        Comprar
      </Button>
    );
  }
  if (!user) {
    return (
      <Link to={authLink('login', buyPath(course))} className={buttonClasses('accent', wide)}>
        Iniciar sesión para comprar
      </Link>
    );
  }
  if (user.courses.some((entry) => entry.course.id === course.id)) {
    return (
      <Link to={studyPath(course)} className={buttonClasses('primary', wide)}>
        <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
        En propiedad
      </Link>
    );
  }
  if (!user.status) return <VerifyFirst />;
  return (
    <Link to={buyPath(course)} className={buttonClasses('accent', wide)}>
      <Icon node={ShoppingCart} className="size-4" aria-hidden="true" />
      Comprar
    </Link>
  );
}
