import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { VIDEO_FILE_ACCEPT } from '../../../../shared/video-uploads';
import { MAX_VIDEO_BYTES } from '../../../../shared/videos';
import { uploadVideo } from '../../../api/admin-video-uploads';
import { ProgressBar } from '../../../components/course/ProgressBar';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';

const TOO_HEAVY = 'El video pesa más de 2 GB: elegí uno más liviano.';

type VideoUploadControlProps = {
  /** The uploaded video's id, once its last byte has arrived. */
  onUploaded: (videoId: string) => void;
  onBusy: (busy: boolean) => void;
};

/**
 * 'Subir video': a file from the computer, sent in pieces with its progress, that goes on by
 * itself after a dropped connection. 'Cancelar' stops it and throws away what arrived; closing
 * the dialog only pauses it (the same file chosen again picks it up where it stopped).
 */
export function VideoUploadControl({ onUploaded, onBusy }: VideoUploadControlProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useRef<ReturnType<typeof uploadVideo> | null>(null);
  useEffect(() => () => upload.current?.pause(), []);

  const finish = (message?: string) => {
    upload.current = null;
    setPercent(null);
    setError(message);
    onBusy(false);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_VIDEO_BYTES) return setError(TOO_HEAVY);
    setError(undefined);
    setPercent(0);
    onBusy(true);
    upload.current = uploadVideo(file, {
      onProgress: setPercent,
      onDone: (videoId) => {
        finish();
        onUploaded(videoId);
      },
      onError: finish,
    });
  };

  const cancel = () => {
    upload.current?.cancel();
    finish();
  };

  if (percent !== null) {
    const shown = Math.floor(percent);
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-700">Subiendo el video… {shown}%</p>
        <div className="flex items-center gap-3">
          <ProgressBar percent={shown} label="Subida del video" className="flex-1" />
          <Button variant="outline" size="sm" onClick={cancel} aria-label="Cancelar la subida">
            Cancelar
          </Button>
        </div>
      </div>
    );
  }
  return (
    <TextField
      label="Subir video"
      type="file"
      accept={VIDEO_FILE_ACCEPT}
      hint="MP4, MOV, WebM o MKV de hasta 2 GB. Si se corta la conexión, la subida sigue sola."
      error={error}
      onChange={choose}
      className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
    />
  );
}
