import { useAnswerMessage } from '../../../api/admin-messages';
import { TextDialog } from '../TextDialog';
import type { AdminContactMessage } from '../../../../shared/responses/contact';

/** The answer to a contact message, written in plain text and sent by e-mail. */
export function AnswerDialog({
  message,
  onClose,
}: {
  message: AdminContactMessage;
  onClose: () => void;
}) {
  const answer = useAnswerMessage();
  return (
    <TextDialog
      open
      long
      onClose={onClose}
      title={`Responder a ${message.name}`}
      description={`Le llega a ${message.email} desde el sitio; si contesta, su respuesta va al correo de contacto. Su mensaje va citado debajo.`}
      field="text"
      label="Respuesta"
      hint="Texto simple, tal como lo escribís."
      confirm="Enviar respuesta"
      variant="primary"
      pending={answer.isPending}
      send={(text, outcome) => answer.mutate({ id: message.id, text }, outcome)}
    />
  );
}
