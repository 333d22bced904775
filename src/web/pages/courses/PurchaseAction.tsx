import { CircleCheck, Clock, ShoppingCart } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../navigation/Link';
import { useHasPendingPayment } from '../../api/pending-payments';
import { OwnsEveryCourse } from '../../components/bundle/OwnsEveryCourse';
import { buyPath, ownedCoursePath, type SaleItemRef } from '../../components/course/course-paths';
import { CourseProgressStatus } from '../../components/course/CourseProgressStatus';
import { ResumeLine } from '../../components/course/ResumeLine';
import { useCourseOwnership } from '../../components/course/use-course-ownership';
import { authLink } from '../../components/layout/nav-items';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { usePurchaseState, type SaleItem } from './purchase-state';

export type { SaleItem };

const WORDS = {
  course: { buy: 'Comprar', pending: 'Ya tenés un pago pendiente para este curso.' },
  bundle: { buy: 'Comprar la ruta', pending: 'Ya tenés un pago pendiente para esta ruta.' },
};

// Only unverified people ever see it: the dialog library is not part of the course page.
const VerifyAccountDialog = lazy(() =>
  import('../../components/payments/VerifyAccountDialog').then((module) => ({
    default: module.VerifyAccountDialog,
  })),
);

/** The buy button of someone who has not validated their account yet: a dialog asks them to. */
export function VerifyFirst({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="accent" className="w-full" onClick={() => setOpen(true)}>
        <Icon node={ShoppingCart} className="size-4" aria-hidden="true" />
        {label}
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
 * 'Comprar' to the buy page; while a payment of the item waits to be credited, 'Pago
 * pendiente' instead, to the buy page that shows that payment (and says why, unless `brief`).
 */
export function BuyLink({
  item,
  className,
  brief = false,
}: {
  item: SaleItem;
  className: string;
  brief?: boolean;
}) {
  const pending = useHasPendingPayment(item);
  return (
    <div className="flex flex-col gap-2">
      <Link to={buyPath(item)} className={buttonClasses('accent', className)}>
        <Icon node={pending ? Clock : ShoppingCart} className="size-4" aria-hidden="true" />
        {pending ? 'Pago pendiente' : WORDS[item.kind].buy}
      </Link>
      {pending && !brief && <p className="text-sm text-slate-600">{WORDS[item.kind].pending}</p>}
    </div>
  );
}

/** 'En propiedad': to the lesson the student was last on, saying which ('Continuar: …'). */
function OwnedAction({ course, className }: { course: SaleItemRef; className: string }) {
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
 * The buy button of a course or a bundle in its states: signed out (log in, then back to the buy
 * page), owner ('En propiedad', to the player; of a bundle, every course: 'Mis cursos'),
 * unverified (a dialog asks to validate), verified (buy page, or the payment still pending).
 */
export function PurchaseAction({ item }: { item: SaleItem }) {
  const state = usePurchaseState(item);
  const wide = 'w-full';
  const label = WORDS[item.kind].buy;
  switch (state) {
    case 'loading':
      return (
        <Button variant="accent" className={wide} disabled>
          {label}
        </Button>
      );
    case 'signed-out':
      return (
        <Link to={authLink('login', buyPath(item))} className={buttonClasses('accent', wide)}>
          Iniciar sesión para comprar
        </Link>
      );
    case 'owns-course':
      return <OwnedAction course={item} className={wide} />;
    case 'owns-bundle':
      return <OwnsEveryCourse className={wide} />;
    case 'unverified':
      return <VerifyFirst label={label} />;
    case 'can-buy':
      return <BuyLink item={item} className={wide} />;
  }
}
