import type { AdminReview } from '../../../../shared/responses/course-reviews';
import { useHideReview, useReplyToReview } from '../../../api/admin-reviews';
import { TextDialog } from '../TextDialog';

type DialogProps = { review: AdminReview; onClose: () => void };

/** The firm's public reply, written or rewritten: shown under the review on the course page. */
export function ReplyDialog({ review, onClose }: DialogProps) {
  const reply = useReplyToReview();
  return (
    <TextDialog
      open
      onClose={onClose}
      title={review.reply === null ? `Responder a ${review.author.name}` : 'Editar la respuesta'}
      description="La respuesta se publica debajo de la opinión, en la página del curso."
      field="text"
      label="Respuesta"
      hint="Texto simple, sin HTML."
      confirm="Publicar respuesta"
      variant="primary"
      initial={review.reply ?? ''}
      pending={reply.isPending}
      send={(text, outcome) => reply.mutate({ id: review.id, text }, outcome)}
    />
  );
}

/** 'Ocultar' asks why: the reason stays in the panel, never on the page. */
export function HideDialog({ review, onClose }: DialogProps) {
  const hide = useHideReview();
  return (
    <TextDialog
      open
      onClose={onClose}
      title="Ocultar la opinión"
      description="Deja de verse en la página del curso y de contar en su promedio. Podés mostrarla de nuevo."
      field="reason"
      label="Motivo"
      hint="Solo lo ven los administradores."
      confirm="Ocultar opinión"
      variant="danger"
      pending={hide.isPending}
      send={(reason, outcome) => hide.mutate({ id: review.id, reason }, outcome)}
    />
  );
}
