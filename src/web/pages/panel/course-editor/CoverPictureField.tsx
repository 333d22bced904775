import { Trash } from 'lucide';
import { useRef, type ChangeEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_PICTURE_BYTES } from '../../../../shared/course-form';
import { CourseCover } from '../../../components/course/CourseCover';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import type { CourseFormValues } from './course-values';
import { messageAt } from './form-errors';

const TOO_HEAVY = 'La imagen pesa más de 5 MB: elegí una más liviana.';
const UNREADABLE = 'No pudimos leer la imagen: probá con otra.';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(UNREADABLE));
    reader.readAsDataURL(file);
  });
}

/**
 * The cover: a preview of the current or chosen picture, the file input, and 'Quitar imagen'.
 * A file over 5 MB is refused here, without sending it.
 */
export function CoverPictureField() {
  const { control, setValue, setError, clearErrors } = useFormContext<CourseFormValues>();
  const picture = useWatch({ control, name: 'picture' });
  const { errors } = useFormState({ control, name: 'picture' });
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    clearErrors('picture');
    if (file.size > MAX_PICTURE_BYTES) {
      event.target.value = '';
      setError('picture', { type: 'size', message: TOO_HEAVY });
      return;
    }
    readAsDataUrl(file).then(
      (dataUrl) => setValue('picture', dataUrl, { shouldDirty: true }),
      () => setError('picture', { type: 'read', message: UNREADABLE }),
    );
  };

  const remove = () => {
    setValue('picture', null, { shouldDirty: true });
    clearErrors('picture');
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:items-start">
      <CourseCover
        picture={picture ? { url: picture } : null}
        loading="eager"
        className="aspect-video w-full rounded-xl ring-1 ring-slate-200"
      />
      <div className="flex min-w-0 flex-col items-start gap-3">
        <TextField
          ref={input}
          label="Imagen de portada"
          type="file"
          accept="image/*"
          hint="JPG, PNG, WebP, GIF o AVIF de hasta 5 MB. Se recorta a 16:9."
          error={messageAt(errors, 'picture')}
          onChange={choose}
          className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {picture && (
          <Button
            variant="ghost"
            onClick={remove}
            size="sm"
            className="text-red-700 hover:bg-red-50"
          >
            <Icon node={Trash} className="size-4" aria-hidden="true" />
            Quitar imagen
          </Button>
        )}
      </div>
    </div>
  );
}
