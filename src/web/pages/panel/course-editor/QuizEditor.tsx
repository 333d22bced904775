import { Pencil, Plus, Trash } from 'lucide';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { ConfirmDialog, DeleteItemDialog } from './ConfirmDialog';
import { newItem, type CourseFormValues, type QuestionValues } from './course-values';
import { firstMessageIn } from './form-errors';
import { QUESTION } from './item-kinds';
import { QuestionDialog } from './QuestionDialog';
import { IconButton } from './RowActions';
import { useCourseField } from './use-course-field';

/** A unit's evaluation ('Evaluación'): passing score and questions, each edited in a dialog. */
export function QuizEditor({ unitIndex }: { unitIndex: number }) {
  const name = `units.${unitIndex}.quiz` as const;
  const { control, setValue, clearErrors } = useFormContext<CourseFormValues>();
  const quiz = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const field = useCourseField();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [removingQuiz, setRemovingQuiz] = useState(false);
  const problem = firstMessageIn(errors, name);

  if (!quiz) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setValue(name, newItem.quiz(), { shouldDirty: true })}
      >
        <Icon node={Plus} className="size-4" aria-hidden="true" />
        Agregar evaluación
      </Button>
    );
  }
  const questions = quiz.questions;
  const saveQuestions = (next: QuestionValues[]) => {
    setValue(`${name}.questions`, next, { shouldDirty: true });
    clearErrors(name);
  };

  return (
    <section
      aria-label={`Evaluación de la unidad ${unitIndex + 1}`}
      className="flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
    >
      <div className="flex items-end gap-2">
        <h4 className="mr-auto font-semibold text-brand-900">Evaluación</h4>
        <IconButton
          label={`Eliminar evaluación de la unidad ${unitIndex + 1}`}
          icon={Trash}
          tone="danger"
          onClick={() => setRemovingQuiz(true)}
        />
      </div>
      <TextField
        label="Puntaje para aprobar (%)"
        inputMode="numeric"
        className="max-w-40"
        {...field(`${name}.passingScore`)}
      />
      <ol className="flex flex-col gap-2">
        {questions.map((question, index) => (
          <li
            key={question.id ?? `new-${index}`}
            className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="mr-auto">
              {index + 1}. {question.text.trim() || 'Pregunta sin texto'}{' '}
              <span className="text-slate-500">
                ({question.options.filter((option) => option.correct).length} de{' '}
                {question.options.length} correctas)
              </span>
            </span>
            <IconButton
              label={`Editar pregunta ${index + 1}`}
              icon={Pencil}
              onClick={() => setEditing(index)}
            />
            <IconButton
              label={`Eliminar pregunta ${index + 1}`}
              icon={Trash}
              tone="danger"
              onClick={() => setDeleting(index)}
            />
          </li>
        ))}
      </ol>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => {
          saveQuestions([...questions, newItem.question()]);
          setEditing(questions.length);
        }}
      >
        <Icon node={Plus} className="size-4" aria-hidden="true" />
        Agregar pregunta
      </Button>
      <QuestionDialog
        question={editing === null ? null : (questions[editing] ?? null)}
        onClose={() => setEditing(null)}
        onConfirm={(question) => {
          saveQuestions(questions.map((old, at) => (at === editing ? question : old)));
          setEditing(null);
        }}
      />
      <DeleteItemDialog
        kind={QUESTION}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          saveQuestions(questions.filter((_, at) => at !== deleting));
          setDeleting(null);
        }}
      />
      <ConfirmDialog
        open={removingQuiz}
        onCancel={() => setRemovingQuiz(false)}
        onConfirm={() => {
          setValue(name, null, { shouldDirty: true });
          clearErrors(name);
          setRemovingQuiz(false);
        }}
        title="Eliminar evaluación"
        question="¿Estás seguro de eliminar esta evaluación? Se borran también los intentos de los alumnos."
        cancelLabel="No, cancelar."
        confirmLabel="Sí, eliminar."
      />
    </section>
  );
}
