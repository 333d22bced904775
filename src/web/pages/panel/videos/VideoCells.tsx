import { ChartColumn, Trash2 } from 'lucide';
import { Link } from '../../../navigation/Link';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag, type StatusTone } from '../../../components/ui/StatusTag';
import { counted } from '../../../lib/plural';
import type { Video } from '../../../../shared/responses/videos';

const STATES: Record<Video['status'], { label: string; tone: StatusTone }> = {
  processing: { label: 'Procesando', tone: 'warning' },
  ready: { label: 'Listo', tone: 'success' },
  failed: { label: 'Falló', tone: 'error' },
};

/** Where the video's transcode is, and why it failed when it did. */
export function VideoState({ video }: { video: Video }) {
  const { label, tone } = STATES[video.status];
  return (
    <span className="flex flex-col gap-1">
      <StatusTag tone={tone}>{label}</StatusTag>
      {video.status === 'failed' && video.error && (
        <span className="text-xs break-words text-red-800">{video.error}</span>
      )}
    </span>
  );
}

/** The lessons that play the video (course › module), each linked to its course's editor. */
export function VideoUses({ video }: { video: Video }) {
  if (video.usedBy.length === 0) return <span className="text-slate-600">Ninguna</span>;
  return (
    <ul className="flex flex-col gap-1 break-normal">
      {video.usedBy.map((use) => (
        <li key={use.moduleId}>
          <Link
            to={`/panel/courses/${use.courseId}/${use.courseSlug}`}
            className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {use.courseTitle} › {use.moduleTitle}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type VideoActionHandlers = {
  onStats: (video: Video) => void;
  onDelete: (video: Video) => void;
};

/**
 * 'Estadísticas' for a video that lessons play, and 'Eliminar' for one that none does; a video
 * in use says so instead (its lessons are listed beside it).
 */
export function VideoActions({ video, onStats, onDelete }: VideoActionHandlers & { video: Video }) {
  const which = <span className="sr-only"> de {video.name}</span>;
  if (video.usedBy.length > 0) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button variant="outline" size="sm" onClick={() => onStats(video)}>
          <Icon node={ChartColumn} className="size-4" aria-hidden="true" />
          Estadísticas{which}
        </Button>
        <span className="text-xs text-slate-600">
          En uso en {counted(video.usedBy.length, 'clase', 'clases')}: no se puede eliminar.
        </span>
      </div>
    );
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => onDelete(video)}>
      <Icon node={Trash2} className="size-4" aria-hidden="true" />
      Eliminar<span className="sr-only"> {video.name}</span>
    </Button>
  );
}
