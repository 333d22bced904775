import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

type DialogLayerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the panel stands, its size and how it comes in. */
  className: string;
  /** Where the focus goes on close (the button that opened it, unless told otherwise). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** A dialog over the page: the dimmed backdrop, and the panel that keeps the focus until closed. */
export function DialogLayer(props: DialogLayerProps) {
  const { open, onOpenChange, className, onCloseAutoFocus, children } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content onCloseAutoFocus={onCloseAutoFocus} className={className}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
