import { formatDate } from '../../../../shared/format-date';
import { formatVideoLength, formatVideoSize } from '../../../../shared/video-format';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { VideoActions, VideoState, VideoUses, type VideoActionHandlers } from './VideoCells';
import type { Video } from '../../../../shared/responses/videos';

const FIGURE = 'whitespace-nowrap tabular-nums';

/** The videos' columns but the actions, each with the cell it draws; a card shows some as facts. */
export const VIDEO_COLUMNS = {
  name: {
    label: 'Video',
    cellClassName: 'font-medium break-words text-slate-900 max-w-56',
    cell: (video) => video.name,
  },
  state: {
    label: 'Estado',
    cellClassName: 'max-w-56',
    cell: (video) => <VideoState video={video} />,
  },
  length: {
    label: 'Duración',
    cellClassName: FIGURE,
    cell: (video) =>
      video.durationSeconds === undefined ? '—' : formatVideoLength(video.durationSeconds),
  },
  size: {
    label: 'Tamaño',
    cellClassName: FIGURE,
    cell: (video) => formatVideoSize(video.sizeBytes),
  },
  renditions: {
    label: 'Calidades',
    cellClassName: 'whitespace-nowrap',
    cell: (video) => video.renditions?.join(' · ') || '—',
  },
  uploaded: {
    label: 'Subido',
    cellClassName: FIGURE,
    cell: (video) => formatDate(video.createdAt),
  },
  uses: { label: 'Clases que lo usan', cell: (video) => <VideoUses video={video} /> },
} satisfies Record<string, RowColumn<Video>>;

type VideoListProps = VideoActionHandlers & { videos: Video[] };

/** The videos as a table, for screens wide enough for its eight columns. */
export function VideoTable({ videos, ...actions }: VideoListProps) {
  const columns: RowColumn<Video>[] = [
    ...Object.values(VIDEO_COLUMNS),
    {
      label: 'Acciones',
      hidden: true,
      cell: (video) => <VideoActions video={video} {...actions} />,
    },
  ];
  return (
    <RowTable caption="Videos, del más reciente al más antiguo" columns={columns} rows={videos} />
  );
}
