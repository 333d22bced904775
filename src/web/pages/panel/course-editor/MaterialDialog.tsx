import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  MATERIAL_FILE_ACCEPT,
  materialFileLabel,
  MAX_MATERIAL_BYTES,
  type MaterialFile,
} from '../../../../shared/material-files';
import { uploadMaterialFile } from '../../../api/admin-courses';
import { ApiError } from '../../../api/client';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/FormField';
import type { CourseFormValues } from './course-values';
import { messageAt } from './form-errors';

const TOO_HEAVY = 'El archivo pesa más de 50 MB: elegí uno más liviano.';
const UPLOAD_FAILED = 'No pudimos subir el archivo: probá de nuevo.';
const NO_FILE = 'Subí el archivo del material.';

type MaterialDialogProps = { index: number | null; onClose: () => void };

/** Edits a material: its title, and either a link or a file uploaded from the computer. */
export function MaterialDialog({ index, onClose }: MaterialDialogProps) {
  return (
    <Modal
      open={index !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Editar material"
      description="Los cambios se aplican al confirmar y se guardan junto con el curso."
    >
      {index !== null && <MaterialForm index={index} onDone={onClose} />}
    </Modal>
  );
}

/** Mounted each time the dialog opens, so the draft starts from the material as it is. */
function MaterialForm({ index, onDone }: { index: number; onDone: () => void }) {
  const { getValues, setValue, clearErrors, control } = useFormContext<CourseFormValues>();
  const { errors } = useFormState({ control });
  const path = `materials.${index}` as const;
  const saved = getValues(path);
  const [title, setTitle] = useState(saved.title);
  const [url, setUrl] = useState(saved.url);
  const [file, setFile] = useState<MaterialFile | null>(saved.file ?? null);
  const [kind, setKind] = useState<'link' | 'file'>(saved.file ? 'file' : 'link');
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>(messageAt(errors, `${path}.file`));
  const [edited, setEdited] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFileError(undefined);
    if (chosen.size > MAX_MATERIAL_BYTES) {
      event.target.value = '';
      setFileError(TOO_HEAVY);
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadMaterialFile(chosen);
      setFile(answer.file);
      setEdited(true);
    } catch (error) {
      event.target.value = '';
      setFileError(error instanceof ApiError ? error.message : UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    // In the page the dialog sits outside the course form, but React still bubbles to it.
    event.stopPropagation();
    if (kind === 'file' && !file) {
      setFileError(NO_FILE);
      return;
    }
    setValue(`${path}.title`, title, { shouldDirty: true });
    setValue(`${path}.url`, kind === 'link' ? url : '', { shouldDirty: true });
    setValue(`${path}.file`, kind === 'file' ? file : null, { shouldDirty: true });
    clearErrors(path);
    onDone();
  };

  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
      <TextField
        label="Título"
        value={title}
        autoFocus
        error={edited ? undefined : messageAt(errors, `${path}.title`)}
        onChange={(event) => {
          setTitle(event.target.value);
          setEdited(true);
        }}
      />
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">El material es</legend>
        {(
          [
            ['link', 'Una dirección web'],
            ['file', 'Un archivo para descargar'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="material-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'link' ? (
        <TextField
          label="Enlace"
          type="url"
          hint="La dirección completa, con http:// o https://."
          value={url}
          error={edited ? undefined : messageAt(errors, `${path}.url`)}
          onChange={(event) => {
            setUrl(event.target.value);
            setEdited(true);
          }}
        />
      ) : (
        <div className="flex flex-col gap-2">
          {file && (
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">{file.name}</span> ·{' '}
              {materialFileLabel(file)}
            </p>
          )}
          <TextField
            label={file ? 'Reemplazar el archivo' : 'Archivo del material'}
            type="file"
            accept={MATERIAL_FILE_ACCEPT}
            hint={
              uploading
                ? 'Subiendo el archivo…'
                : 'PDF, Excel, Word, PowerPoint o ZIP de hasta 50 MB.'
            }
            error={fileError}
            disabled={uploading}
            onChange={(event) => void choose(event)}
            className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
        </div>
      )}
      <ModalActions>
        <Button type="submit" disabled={uploading}>
          Confirmar
        </Button>
      </ModalActions>
    </form>
  );
}
