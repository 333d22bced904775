import { clsx } from 'clsx';
import { Icon, type IconNode } from './Icon';

/** The square's side and the icon's, in step. */
const SIZES = {
  sm: { tile: 'size-8', icon: 'size-4' },
  md: { tile: 'size-10', icon: 'size-5' },
  lg: { tile: 'size-12', icon: 'size-6' },
};

type IconTileProps = {
  icon: IconNode;
  size: keyof typeof SIZES;
  /** The corners, the colours and any ring or hover. */
  className: string;
};

/** An icon centred in a rounded square, at the head of a card or beside a line of text. */
export function IconTile({ icon, size, className }: IconTileProps) {
  return (
    <span
      className={clsx('flex shrink-0 items-center justify-center', SIZES[size].tile, className)}
    >
      <Icon node={icon} className={SIZES[size].icon} aria-hidden="true" />
    </span>
  );
}
