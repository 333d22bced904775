import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/FormField';

type RefundFormFrameProps = {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** The reason's field, from the form (`form.field('reason')`). */
  reason: Omit<ComponentProps<typeof TextAreaField>, 'label'>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** What the refund does, and any field of its own, above the reason. */
  children: ReactNode;
};

/** A refund's form under a purchase: what it does, its reason, 'No reintegrar' and the action. */
export function RefundFormFrame(props: RefundFormFrameProps) {
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-label={props.label}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      {props.children}
      <TextAreaField
        label="Motivo del reintegro"
        hint="Queda registrado junto con la compra."
        className="min-h-20"
        {...props.reason}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel} disabled={props.pending}>
          No reintegrar
        </Button>
        <Button type="submit" variant="danger" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
