import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from './Button';
import { DialogCloseButton } from './DialogCloseButton';
import { DialogLayer } from './DialogLayer';

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
    <DialogLayer
      open={open}
      onOpenChange={onOpenChange}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-[fade-in_200ms_ease-out]',
        wide ? 'max-w-lg' : 'max-w-md',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
        <DialogCloseButton label="Cerrar" className="-m-1 p-1" />
      </div>
      <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
      {children}
    </DialogLayer>
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
