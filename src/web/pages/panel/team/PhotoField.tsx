import { useState } from 'react';
import { PictureInput } from '../PictureInput';

type PhotoFieldProps = {
  /** The current photo's URL, a newly chosen one's data URL, or null. */
  photo: string | null;
  onChange: (photo: string | null) => void;
  /** The server's message for the photo. */
  error: string | undefined;
};

/** A team member's photo: its round preview, the file input and 'Quitar foto'. */
export function PhotoField({ photo, onChange, error }: PhotoFieldProps) {
  const [refused, setRefused] = useState<string>();
  return (
    <div className="flex items-start gap-4">
      {photo ? (
        <img
          src={photo}
          alt="Vista previa de la foto"
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-full bg-slate-100" />
      )}
      <PictureInput
        label="Foto"
        accept="image/jpeg,image/png,image/webp"
        hint="JPG, PNG o WebP de hasta 5 MB. Se ve redonda, centrada."
        removeLabel="Quitar foto"
        picture={photo}
        error={refused ?? error}
        onChange={onChange}
        onRefused={setRefused}
      />
    </div>
  );
}
