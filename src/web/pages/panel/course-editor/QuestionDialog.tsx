import { Plus, Trash } from 'lucide';
import { useState, type FormEvent } from 'react';
import { MAX_OPTIONS, MIN_OPTIONS } from '../../../../shared/quiz-rules';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import type { QuestionValues } from './course-values';
import { IconButton } from './RowActions';

type QuestionDialogProps = {
  question: QuestionValues | null;
  onClose: () => void;
  onConfirm: (question: QuestionValues) => void;
};

/** Edits a question of an evaluation: its text, explanation and options; 'Confirmar' applies. */
export function QuestionDialog({ question, onClose, onConfirm }: QuestionDialogProps) {
  return (
    <Modal
      open={question !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Editar pregunta"
      description="Marcá las opciones correctas (una o varias). Los cambios se guardan junto con el curso."
    >
      {question && <QuestionForm initial={question} onDone={onConfirm} />}
    </Modal>
  );
}

function QuestionForm({
  initial,
  onDone,
}: {
  initial: QuestionValues;
  onDone: (question: QuestionValues) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const setOption = (index: number, change: Partial<QuestionValues['options'][number]>) =>
    setDraft((current) => ({
      ...current,
      options: current.options.map((option, at) =>
        at === index ? { ...option, ...change } : option,
      ),
    }));

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    // In the page the dialog sits outside the course form, but React still bubbles to it.
    event.stopPropagation();
    if (!draft.options.some((option) => option.correct)) {
      setProblem('Marcá al menos una opción correcta.');
      return;
    }
    onDone(draft);
  };

  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label="Pregunta"
        value={draft.text}
        autoFocus
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        className="min-h-20"
      />
      <TextAreaField
        label="Explicación (opcional)"
        hint="Se muestra al alumno después de responder."
        value={draft.explanation ?? ''}
        onChange={(event) => setDraft({ ...draft, explanation: event.target.value })}
        className="min-h-20"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Opciones</legend>
        {draft.options.map((option, index) => (
          <div key={option.id ?? `new-${index}`} className="flex items-end gap-2">
            <label className="flex items-center gap-1.5 pb-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={option.correct}
                onChange={(event) => setOption(index, { correct: event.target.checked })}
                className="size-4 accent-brand-700"
              />
              Correcta
            </label>
            <div className="min-w-0 flex-1">
              <TextField
                label={`Opción ${index + 1}`}
                value={option.text}
                onChange={(event) => setOption(index, { text: event.target.value })}
              />
            </div>
            {draft.options.length > MIN_OPTIONS && (
              <IconButton
                label={`Quitar opción ${index + 1}`}
                icon={Trash}
                tone="danger"
                onClick={() =>
                  setDraft({ ...draft, options: draft.options.filter((_, at) => at !== index) })
                }
              />
            )}
          </div>
        ))}
        {draft.options.length < MAX_OPTIONS && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
              setDraft({ ...draft, options: [...draft.options, { text: '', correct: false }] })
            }
          >
            <Icon node={Plus} className="size-4" aria-hidden="true" />
            Agregar opción
          </Button>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
      </fieldset>
      <ModalActions>
        <Button type="submit">Confirmar</Button>
      </ModalActions>
    </form>
  );
}
