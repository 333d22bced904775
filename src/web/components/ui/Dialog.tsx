import { clsx } from 'clsx';
import { X } from 'lucide';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from './Button';
import { Icon } from './Icon';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Room for a longer form (32rem wide instead of 28rem). */
  wide?: boolean;
};

/** A centred dialog with a title, a description and a close button; Escape also closes it. */
export function Modal({ open, onOpenChange, title, description, children, wide }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-[fade-in_200ms_ease-out]',
            wide ? 'max-w-lg' : 'max-w-md',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
              aria-label="Cerrar"
            >
              <Icon node={X} className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The last row of a dialog's form: 'Cancelar', which closes the dialog, and the given button. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Dialog.Close className={buttonClasses('outline')}>Cancelar</Dialog.Close>
      {children}
    </div>
  );
}
