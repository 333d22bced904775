import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Dialog';
import type { ItemKind } from './item-kinds';

type ConfirmDialogProps = {
  open: boolean;
  /** Closing it any other way (Escape, the cross, the cancel button) means no. */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
};

/** Asks before something that cannot be undone from here: deleting an item, leaving unsaved. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  question,
  cancelLabel,
  confirmLabel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={question}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

type DeleteItemDialogProps = Pick<ConfirmDialogProps, 'open' | 'onCancel' | 'onConfirm'> & {
  kind: ItemKind;
};

/** 'Eliminar módulo' and the like: the item leaves the form; nothing is sent until submitting. */
export function DeleteItemDialog({ kind, ...rest }: DeleteItemDialogProps) {
  return (
    <ConfirmDialog
      {...rest}
      title={`Eliminar ${kind.noun}`}
      question={`¿Estás seguro de eliminar ${kind.demonstrative} ${kind.noun}?`}
      cancelLabel="No, cancelar."
      confirmLabel="Sí, eliminar."
    />
  );
}
