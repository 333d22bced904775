import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CourseCover } from '../../../components/course/CourseCover';
import { PictureInput } from '../PictureInput';
import type { CourseFormValues } from './course-values';
import { messageAt } from './form-errors';

/**
 * The cover: a preview of the current or chosen picture, the file input, and 'Quitar imagen'.
 * A file over 5 MB is refused here, without sending it.
 */
export function CoverPictureField() {
  const { control, setValue, setError, clearErrors } = useFormContext<CourseFormValues>();
  const picture = useWatch({ control, name: 'picture' });
  const { errors } = useFormState({ control, name: 'picture' });

  return (
    <div className="grid gap-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:items-start">
      <CourseCover
        picture={picture ? { url: picture } : null}
        loading="eager"
        className="aspect-video w-full rounded-xl ring-1 ring-slate-200"
      />
      <PictureInput
        label="Imagen de portada"
        accept="image/*"
        hint="JPG, PNG, WebP, GIF o AVIF de hasta 5 MB. Se recorta a 16:9."
        removeLabel="Quitar imagen"
        picture={picture}
        error={messageAt(errors, 'picture')}
        onChange={(chosen) => setValue('picture', chosen, { shouldDirty: true })}
        onRefused={(message) =>
          message ? setError('picture', { type: 'file', message }) : clearErrors('picture')
        }
      />
    </div>
  );
}
