import type { FormEvent } from 'react';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../shared/course-reviews';
import type { OwnReview } from '../../../shared/responses/course-reviews';
import { useSendReview } from '../../api/course-reviews';
import { useApiForm } from '../../lib/use-api-form';
import { Button } from '../ui/Button';
import { TextAreaField } from '../ui/FormField';
import { notify } from '../ui/toast';
import { StarsField } from './StarsField';

type ReviewFormProps = {
  course: { id: number; slug: string };
  /** The review being rewritten, if the student wrote one. */
  own: OwnReview | null;
  legend: string;
  /** After the review is saved. */
  onSent?: () => void;
  /** 'Ahora no' (or 'Cancelar'): closes the form without sending. */
  onDismiss?: { label: string; action: () => void };
};

/**
 * The student's review: 1 to 5 stars and a plain text, with the server's messages under each.
 * Its code comes only when the form is shown.
 */
export default function ReviewForm({ course, own, legend, onSent, onDismiss }: ReviewFormProps) {
  const form = useApiForm({ rating: own?.rating ?? 0, text: own?.text ?? '' });
  const send = useSendReview(course);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form.values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onSent?.();
      },
      onError: (error) => form.showError(error),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Tu opinión del curso"
      className="flex flex-col gap-4"
    >
      <StarsField
        legend={legend}
        value={form.values.rating}
        onChange={(rating) => form.set('rating', rating)}
        error={form.errors.rating}
      />
      <TextAreaField
        label="Contá tu experiencia"
        hint={`Entre ${REVIEW_TEXT_MIN} y ${REVIEW_TEXT_MAX} caracteres, sin enlaces. Se publica con tu nombre y la inicial de tu apellido.`}
        className="min-h-28"
        maxLength={REVIEW_TEXT_MAX}
        {...form.field('text')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={send.isPending}>
          {own ? 'Guardar mi opinión' : 'Enviar mi opinión'}
        </Button>
        {onDismiss && (
          <Button variant="ghost" onClick={onDismiss.action}>
            {onDismiss.label}
          </Button>
        )}
      </div>
    </form>
  );
}
