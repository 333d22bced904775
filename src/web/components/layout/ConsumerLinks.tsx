import { Undo2, UserX } from 'lucide';
import { Link } from '../../navigation/Link';
import { Icon } from '../ui/Icon';

const LINKS = [
  { label: 'Botón de Arrepentimiento', to: '/arrepentimiento', icon: Undo2 },
  { label: 'Botón de Baja', to: '/baja', icon: UserX },
];

type ConsumerLinksProps = { className: string; iconClassName?: string };

/**
 * The buttons consumer law asks of online sellers (Disposición 954/2025), linked from every
 * footer and from the home page's first screen.
 */
export function ConsumerLinks({ className, iconClassName }: ConsumerLinksProps) {
  return LINKS.map(({ label, to, icon }) => (
    <Link key={to} to={to} className={className}>
      <Icon node={icon} className={iconClassName ?? 'size-4'} aria-hidden="true" />
      {label}
    </Link>
  ));
}
