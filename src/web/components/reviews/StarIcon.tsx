import { clsx } from 'clsx';
import { Star } from 'lucide';
import { Icon } from '../ui/Icon';

/** A filled star, drawn: the site's font has no '★', and a fallback font would show. */
export function StarIcon({ className }: { className?: string }) {
  return <Icon node={Star} className={clsx('shrink-0 fill-current', className)} />;
}
