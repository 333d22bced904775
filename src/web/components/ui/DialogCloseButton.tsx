import { clsx } from 'clsx';
import { X } from 'lucide';
import { Dialog } from 'radix-ui';
import { Icon } from './Icon';

/** The ✕ in a dialog's corner that closes it, named by its label. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close
      className={clsx('rounded-md text-slate-600 hover:bg-slate-100', className)}
      aria-label={label}
    >
      <Icon node={X} className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}
