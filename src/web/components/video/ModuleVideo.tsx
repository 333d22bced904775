import { TriangleAlert, VideoOff } from 'lucide';
import { useState, type ReactNode } from 'react';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { videoSource } from '../../../shared/video-source';
import { Icon } from '../ui/Icon';
import { HostedVideo } from './HostedVideo';
import { MediaVideo } from './MediaVideo';
import type { PlaybackEvents } from './playback';
import { VideoNotice } from './VideoNotice';
import { YouTubePlayer } from './YouTubePlayer';

export const VIDEO_ERROR_MESSAGE =
  'Ocurrió un error al obtener el video. Intente de nuevo más tarde.';

type ModuleVideoProps = PlaybackEvents & {
  videoId: string;
  title: string;
  /** The second to start at (where the student stopped). */
  startAt?: number;
  /** Opens a video hosted by the site for this student (its owner-only addresses). */
  openHosted?: () => Promise<HostedPlayback>;
  /** Controls under the video (the speed). */
  controls?: ReactNode;
  /** Starts playing as soon as it can (the visitor just asked to watch). */
  autoPlay?: boolean;
};

/**
 * The video of one module, 16:9: a video hosted by the site (encrypted HLS, for its owner), a
 * YouTube player or an HTML5 <video>, each reporting its playhead, pauses and end. Render it
 * with `key` set to the module so each module starts fresh.
 */
export function ModuleVideo({
  videoId,
  title,
  startAt = 0,
  openHosted,
  controls,
  autoPlay = false,
  ...events
}: ModuleVideoProps) {
  const [failed, setFailed] = useState(false);
  const source = videoSource(videoId);
  if (source.kind === 'hosted' && openHosted && !failed) {
    return (
      <HostedVideo
        open={openHosted}
        title={title}
        startAt={startAt}
        errorMessage={VIDEO_ERROR_MESSAGE}
        controls={controls}
        autoPlay={autoPlay}
        {...events}
      />
    );
  }
  let content: ReactNode;
  if (failed || source.kind === 'hosted') {
    content = (
      <VideoNotice
        icon={<Icon node={TriangleAlert} className="size-10 text-accent-300" aria-hidden="true" />}
      >
        <p role="alert">{VIDEO_ERROR_MESSAGE}</p>
      </VideoNotice>
    );
  } else if (source.kind === 'none') {
    content = (
      <VideoNotice
        icon={<Icon node={VideoOff} className="size-10 text-brand-200" aria-hidden="true" />}
      >
        <p>Este módulo todavía no tiene video.</p>
      </VideoNotice>
    );
  } else if (source.kind === 'youtube') {
    content = (
      <YouTubePlayer
        videoId={source.id}
        title={title}
        startAt={startAt}
        autoPlay={autoPlay}
        {...events}
        onError={() => setFailed(true)}
      />
    );
  } else {
    content = (
      <MediaVideo
        data-testid="module-video"
        src={source.url}
        controls
        preload="metadata"
        autoPlay={autoPlay}
        playsInline
        aria-label={title}
        className="size-full bg-black"
        startAt={startAt}
        onFailed={() => setFailed(true)}
        {...events}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">{content}</div>
      {controls && <div className="flex flex-wrap items-center justify-end gap-3">{controls}</div>}
    </div>
  );
}
