import { ShoppingCart } from 'lucide';
import { buyPath } from '../../../components/course/course-paths';
import { authLink } from '../../../components/layout/nav-items';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { Link } from '../../../navigation/Link';
import { usePurchaseState } from '../purchase-state';
import { PurchaseAction } from '../PurchaseAction';

/**
 * 'Comprar el curso': to the buy page (signed out, through signing in first). An owner gets the
 * way to the course, and an unverified account the dialog that asks to validate it.
 */
export function PreviewBuy({ course }: { course: { id: number; slug: string; title: string } }) {
  const item = { kind: 'course' as const, ...course };
  const state = usePurchaseState(item);
  if (state === 'owns-course' || state === 'unverified') return <PurchaseAction item={item} />;
  const to = state === 'signed-out' ? authLink('login', buyPath(item)) : buyPath(item);
  return (
    <Link to={to} className={buttonClasses('accent', 'w-full')}>
      <Icon node={ShoppingCart} className="size-4" aria-hidden="true" />
      Comprar el curso
    </Link>
  );
}
