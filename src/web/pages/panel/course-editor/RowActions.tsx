import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide';
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconNode } from '../../../components/ui/Icon';
import { itemActionLabel, type ItemKind } from './item-kinds';
import { useMoveItem } from './SortableList';

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  icon: IconNode;
  tone?: 'default' | 'danger';
};

/**
 * A square button showing only an icon, named by `label`. An unavailable one is aria-disabled
 * rather than disabled, so it keeps the focus of whoever just used it (the last 'Bajar').
 */
export function IconButton({ label, icon, tone = 'default', ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      className={clsx(
        'flex size-9 shrink-0 items-center justify-center rounded-md transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
        tone === 'danger'
          ? 'text-red-700 hover:bg-red-50 aria-disabled:hover:bg-transparent'
          : 'text-slate-600 hover:bg-slate-100 hover:text-brand-800 aria-disabled:hover:bg-transparent',
      )}
    >
      <Icon node={icon} className="size-5" aria-hidden="true" />
    </button>
  );
}

type MoveButtonsProps = { kind: ItemKind; title: string; index: number; count: number };

/** 'Subir' and 'Bajar': the plain keyboard and screen-reader way to reorder a list. */
export function MoveButtons({ kind, title, index, count }: MoveButtonsProps) {
  const move = useMoveItem();
  const button = (verb: string, icon: IconNode, to: number) => {
    const possible = to >= 0 && to < count;
    return (
      <IconButton
        label={itemActionLabel(verb, kind, title)}
        icon={icon}
        aria-disabled={!possible || undefined}
        onClick={() => possible && move(index, to)}
      />
    );
  };
  return (
    <>
      {button('Subir', ArrowUp, index - 1)}
      {button('Bajar', ArrowDown, index + 1)}
    </>
  );
}
