import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';

type ReplyActionsProps = {
  /** 'Responder', or 'Editar respuesta'. */
  reply: string;
  /** The second button: 'Archivar', 'Ocultar', or the way back. */
  toggle: string;
  toggling: boolean;
  onToggle: () => void;
  /** Who wrote, and what they wrote ('el mensaje'): the buttons' names read aloud end with them. */
  author: string;
  entry: string;
  /** The answer's dialog, open until it calls `close`. */
  dialog: (close: () => void) => ReactNode;
};

/** The answer button (with its dialog) and the one that puts a card away or back. */
export function ReplyActions({
  reply,
  toggle,
  toggling,
  onToggle,
  author,
  entry,
  dialog,
}: ReplyActionsProps) {
  const [answering, setAnswering] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setAnswering(true)}>
        {reply}
        <span className="sr-only"> a {author}</span>
      </Button>
      <Button size="sm" variant="outline" loading={toggling} onClick={onToggle}>
        {toggle}
        <span className="sr-only">{` ${entry} de ${author}`}</span>
      </Button>
      {answering && dialog(() => setAnswering(false))}
    </div>
  );
}
