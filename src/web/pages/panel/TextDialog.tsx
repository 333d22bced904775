import type { FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal, ModalActions } from '../../components/ui/Dialog';
import { TextAreaField } from '../../components/ui/FormField';
import { useApiForm } from '../../lib/use-api-form';
import { dialogOutcome } from './users/dialog-outcome';

type TextDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The field's name in the call (the server's errors come back under it), its label, and the
   * hint under it (who reads it, where it is kept). */
  field: 'reason' | 'text';
  label: string;
  hint: string;
  confirm: string;
  variant: 'primary' | 'danger';
  /** A longer text: a wider dialog and a taller field. */
  long?: boolean;
  /** The text the field starts with (an answer being edited). */
  initial?: string;
  pending: boolean;
  /** Sends the text with the outcome to hand the mutation: a toast and closed, or field errors. */
  send: (text: string, outcome: ReturnType<typeof dialogOutcome>) => void;
};

/**
 * What an administrator writes before the panel acts on it: the reason for a decision (revoking a
 * certificate, deciding a refund review) or the answer to a message.
 */
export function TextDialog({
  open,
  onClose,
  send,
  pending,
  field,
  long,
  initial = '',
  ...text
}: TextDialogProps) {
  const form = useApiForm<Record<string, string>>({ [field]: initial });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(form.values[field] ?? '', dialogOutcome(close, form.showError));
  };
  return (
    <Modal
      open={open}
      wide={long}
      onOpenChange={(next) => !next && close()}
      title={text.title}
      description={text.description}
    >
      <form onSubmit={submit} noValidate aria-label={text.title} className="flex flex-col gap-4">
        <TextAreaField
          label={text.label}
          hint={text.hint}
          className={long ? 'min-h-40' : 'min-h-24'}
          autoFocus
          {...form.field(field)}
        />
        <ModalActions>
          <Button type="submit" variant={text.variant} loading={pending}>
            {text.confirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
