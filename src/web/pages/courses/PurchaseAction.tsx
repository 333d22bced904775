import { CircleCheck, Clock, ShoppingCart } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../navigation/Link';
import { useHasPendingPayment } from '../../api/pending-payments';
import { useSession } from '../../auth/session-context';
import { buyPath, ownedCoursePath } from '../../components/course/course-paths';
import { CourseProgressStatus } from '../../components/course/CourseProgressStatus';
import { ResumeLine } from '../../components/course/ResumeLine';
import { useCourseOwnership } from '../../components/course/use-course-ownership';
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
 * 'Comprar' to the buy page; while a payment of the course waits to be credited, 'Pago
 * pendiente' instead, to the buy page that shows that payment.
 */
function BuyLink({ course, className }: { course: CourseRef; className: string }) {
  const pending = useHasPendingPayment(course.id);
  return (
    <div className="flex flex-col gap-2">
      <Link to={buyPath(course)} className={buttonClasses('accent', className)}>
        <Icon node={pending ? Clock : ShoppingCart} className="size-4" aria-hidden="true" />
        {pending ? 'Pago pendiente' : 'Comprar'}
      </Link>
      {pending && (
        <p className="text-sm text-slate-600">Ya tenés un pago pendiente para este curso.</p>
      )}
    </div>
  );
}

/** 'En propiedad': to the lesson the student was last on, saying which ('Continuar: …'). */
function OwnedAction({ course, className }: { course: CourseRef; className: string }) {
  const ownership = useCourseOwnership();
  const progress = ownership.progressOf(course.id);
  const resume = ownership.resumeOf(course.id);
  return (
    <div className="flex flex-col gap-2">
      <Link
        to={ownedCoursePath(course, resume, progress)}
        className={buttonClasses('primary', className)}
      >
        <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
        En propiedad
      </Link>
      {progress && progress.percent >= 100 ? (
        <CourseProgressStatus progress={progress} />
      ) : (
        resume && <ResumeLine resume={resume} />
      )}
    </div>
  );
}

/**
 * The buy button in its states: signed out (log in, then back to the buy page), owner
 * ('En propiedad', to the player), unverified (a dialog asks to validate), verified (buy page,
 * or the payment still pending).
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
    return <OwnedAction course={course} className={wide} />;
  }
  if (!user.status) return <VerifyFirst />;
  return <BuyLink course={course} className={wide} />;
}
