import { useEffect, useEffectEvent } from 'react';
import { formatClock } from '../../../../shared/format-clock';
import { moduleMinutesOf } from '../../../../shared/video-uploads';
import { useAdminVideo } from '../../../api/panel-videos';
import { StatusTag } from '../../../components/ui/StatusTag';

type HostedVideoStateProps = {
  videoId: string;
  /** Told the video's length in whole minutes once it is ready. */
  onReady: (minutes: number) => void;
};

/**
 * The hosted video a module plays: its name and where its transcode is ('Procesando…', then
 * 'Listo · 12:34', or 'Falló: …'), asked again every few seconds while it is processing.
 */
export function HostedVideoState({ videoId, onReady }: HostedVideoStateProps) {
  const { data: video, isError } = useAdminVideo(videoId);
  const minutes =
    video?.status === 'ready' && video.durationSeconds !== undefined
      ? moduleMinutesOf(video.durationSeconds)
      : null;
  const ready = useEffectEvent((length: number) => onReady(length));
  useEffect(() => {
    if (minutes !== null) ready(minutes);
  }, [minutes]);

  if (isError) {
    return <p className="text-sm text-red-600">No encontramos ese video entre los subidos.</p>;
  }
  if (!video) return <p className="text-sm text-slate-600">Buscando el video…</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" aria-live="polite">
      <span className="font-medium break-all text-slate-900">{video.name}</span>
      {video.status === 'processing' && <StatusTag tone="warning">Procesando…</StatusTag>}
      {video.status === 'ready' && (
        <StatusTag tone="success">Listo · {formatClock(video.durationSeconds ?? 0)}</StatusTag>
      )}
      {video.status === 'failed' && (
        <StatusTag tone="error">Falló: {video.error ?? 'no se pudo procesar'}</StatusTag>
      )}
    </p>
  );
}
