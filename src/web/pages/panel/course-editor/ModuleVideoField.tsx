import { formatClock } from '../../../../shared/format-clock';
import { hostedVideoId, hostedVideoReference, videoSource } from '../../../../shared/video-source';
import { useReadyVideos } from '../../../api/panel-videos';
import { SelectField, TextField } from '../../../components/ui/FormField';
import { HostedVideoState } from './HostedVideoState';
import type { DialogFieldControl } from './ItemDialog';
import { VideoUploadControl } from './VideoUploadControl';

export const YOUTUBE_IS_PUBLIC =
  'Cualquiera que tenga el enlace de YouTube puede ver este video. Subilo al sitio para que solo lo vean quienes compraron el curso.';

type ModuleVideoFieldProps = DialogFieldControl & {
  /** The module's duration in the dialog: a ready hosted video's length goes there. */
  durationPath: Parameters<DialogFieldControl['valueOf']>[0];
};

/**
 * A module's video: typed (a YouTube id or address, a file's address), uploaded to the site
 * ('Subir video'), or chosen among the videos already uploaded. A hosted one shows its state
 * and, once ready, its length becomes the module's duration.
 */
export function ModuleVideoField(props: ModuleVideoFieldProps) {
  const { label, hint, value, error, onChange, valueOf, onChangeField, onBusy, durationPath } =
    props;
  const source = videoSource(value);
  const hosted = hostedVideoId(value);
  const readyVideos = useReadyVideos();
  const choices = readyVideos.data ?? [];

  const takeLength = (minutes: number) => {
    if (valueOf(durationPath) !== String(minutes)) onChangeField(durationPath, String(minutes));
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={label}
        hint={hint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {hosted && <HostedVideoState key={hosted} videoId={hosted} onReady={takeLength} />}
      {source.kind === 'youtube' && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {YOUTUBE_IS_PUBLIC}
        </p>
      )}
      <VideoUploadControl
        onUploaded={(videoId) => onChange(hostedVideoReference(videoId))}
        onBusy={onBusy}
      />
      {choices.length > 0 && (
        <SelectField
          label="Elegir un video subido"
          value={hosted && choices.some((video) => video.id === hosted) ? hosted : ''}
          options={[
            { value: '', label: 'Elegí uno…' },
            ...choices.map((video) => ({
              value: video.id,
              label: `${video.name} · ${formatClock(video.durationSeconds ?? 0)}`,
            })),
          ]}
          onChange={(event) => {
            if (event.target.value) onChange(hostedVideoReference(event.target.value));
          }}
        />
      )}
    </div>
  );
}
