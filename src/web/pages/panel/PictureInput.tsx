import { Trash } from 'lucide';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { Icon } from '../../components/ui/Icon';
import {
  PICTURE_TOO_HEAVY,
  PICTURE_UNREADABLE,
  readAsDataUrl,
  tooHeavy,
} from '../../lib/picture-file';

type PictureInputProps = {
  label: string;
  hint: string;
  accept: string;
  /** The remove button's label ('Quitar imagen'). */
  removeLabel: string;
  /** The current picture's URL, a newly chosen one's data URL, or null. */
  picture: string | null;
  error: string | undefined;
  /** A newly chosen picture as a data URL, or null once removed. */
  onChange: (picture: string | null) => void;
  /** A file refused here (over 5 MB, unreadable), with the reason; undefined as another is chosen. */
  onRefused: (message: string | undefined) => void;
};

/**
 * The file input of a picture the panel uploads (a cover, a team member's photo) and its remove
 * button. A file over 5 MB is refused here, without sending it.
 */
export function PictureInput(props: PictureInputProps) {
  const { picture, onChange, onRefused } = props;
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    onRefused(undefined);
    if (tooHeavy(file)) {
      event.target.value = '';
      onRefused(PICTURE_TOO_HEAVY);
      return;
    }
    readAsDataUrl(file).then(onChange, () => onRefused(PICTURE_UNREADABLE));
  };

  const remove = () => {
    onChange(null);
    onRefused(undefined);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex min-w-0 flex-col items-start gap-3">
      <TextField
        ref={input}
        label={props.label}
        type="file"
        accept={props.accept}
        hint={props.hint}
        error={props.error}
        onChange={choose}
        className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {picture && (
        <Button variant="ghost" onClick={remove} size="sm" className="text-red-700 hover:bg-red-50">
          <Icon node={Trash} className="size-4" aria-hidden="true" />
          {props.removeLabel}
        </Button>
      )}
    </div>
  );
}
