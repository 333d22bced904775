import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField, TextField } from '../../../components/ui/FormField';
import type { CourseFormValues } from './course-values';
import { messageAt } from './form-errors';

/** The values of an item that its dialog edits: text, and a module's preview mark. */
type ItemTextPath =
  | `units.${number}.modules.${number}.${'title' | 'videoId' | 'durationMinutes' | 'preview'}`
  | `materials.${number}.${'title' | 'url'}`
  | `learningList.${number}.content`
  | `included.${number}.text`
  | `faq.${number}.${'question' | 'answer'}`;

export type DialogField = {
  path: ItemTextPath;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** `checkbox`: a yes or no (the value is true or false, not text). */
  type?: 'text' | 'url' | 'number' | 'checkbox';
  /** A control of its own instead of a text input (a module's video, with its upload). */
  render?: (control: DialogFieldControl) => ReactNode;
};

/** What a field's own control gets: its draft, and a hold on the rest of the dialog. */
export type DialogFieldControl = {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The draft of another field of the dialog. */
  valueOf: (path: ItemTextPath) => string;
  /** Changes another field's draft (a video's length becomes the module's duration). */
  onChangeField: (path: ItemTextPath, value: string) => void;
  /** While busy (an upload on its way) 'Confirmar' waits. */
  onBusy: (busy: boolean) => void;
};

type ItemDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  fields: DialogField[];
};

/** Edits a module, a material or a learning point; 'Confirmar' puts the changes in the form. */
export function ItemDialog({ open, onClose, title, fields }: ItemDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description="Los cambios se aplican al confirmar y se guardan junto con el curso."
    >
      <ItemForm fields={fields} onDone={onClose} />
    </Modal>
  );
}

/**
 * Mounted each time the dialog opens, so the draft starts from the item as it is. The server's
 * message for a field shows until that field is edited.
 */
function ItemForm({ fields, onDone }: { fields: DialogField[]; onDone: () => void }) {
  const { getValues, setValue, clearErrors, control } = useFormContext<CourseFormValues>();
  const { errors } = useFormState({ control });
  const [draft, setDraft] = useState(() => fields.map((field) => getValues(field.path)));
  const [edited, setEdited] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const change = (index: number, value: string | boolean) => {
    setDraft((current) => current.map((old, at) => (at === index ? value : old)));
    setEdited((current) => new Set(current).add(index));
  };
  const indexOf = (path: ItemTextPath) => fields.findIndex((field) => field.path === path);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    // In the page the dialog sits outside the course form, but React still bubbles to it.
    event.stopPropagation();
    for (const index of edited) {
      const field = fields[index];
      if (!field) continue;
      setValue(field.path, draft[index] ?? '', { shouldDirty: true });
      clearErrors(field.path);
    }
    onDone();
  };

  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
      {fields.map((field, index) => {
        const shown = {
          label: field.label,
          hint: field.hint,
          value: String(draft[index] ?? ''),
          error: edited.has(index) ? undefined : messageAt(errors, field.path),
        };
        const props = { ...shown, autoFocus: index === 0 };
        if (field.type === 'checkbox') {
          return (
            <Checkbox
              key={field.path}
              label={field.label}
              hint={field.hint}
              error={shown.error}
              checked={draft[index] === true}
              onChange={(event) => change(index, event.target.checked)}
            />
          );
        }
        if (field.render) {
          return (
            <div key={field.path}>
              {field.render({
                ...shown,
                onChange: (value) => change(index, value),
                valueOf: (path) => String(draft[indexOf(path)] ?? ''),
                onChangeField: (path, value) => change(indexOf(path), value),
                onBusy: setBusy,
              })}
            </div>
          );
        }
        return field.multiline ? (
          <TextAreaField
            key={field.path}
            {...props}
            onChange={(event) => change(index, event.target.value)}
            className="min-h-24"
          />
        ) : (
          <TextField
            key={field.path}
            {...props}
            type={field.type ?? 'text'}
            onChange={(event) => change(index, event.target.value)}
          />
        );
      })}
      <ModalActions>
        <Button type="submit" disabled={busy}>
          Confirmar
        </Button>
      </ModalActions>
    </form>
  );
}
