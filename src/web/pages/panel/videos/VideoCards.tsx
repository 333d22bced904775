import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts } from '../../../components/ui/RowTable';
import { VideoActions, VideoState, type VideoActionHandlers } from './VideoCells';
import { VIDEO_COLUMNS } from './VideoTable';
import type { Video } from '../../../../shared/responses/videos';

const { length, size, renditions, uploaded, uses } = VIDEO_COLUMNS;
const FACTS = [length, size, renditions, uploaded, uses];

/** The videos as one card each, for phones and narrow windows. */
export function VideoCards({ videos, ...actions }: VideoActionHandlers & { videos: Video[] }) {
  return (
    <CardList label="Videos" items={videos}>
      {(video) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold break-words text-brand-900">{video.name}</h3>
            <VideoState video={video} />
          </div>
          <CardFacts facts={cellFacts(video, FACTS)} />
          <div>
            <VideoActions video={video} {...actions} />
          </div>
        </>
      )}
    </CardList>
  );
}
