import { TriangleAlert, VideoOff } from 'lucide';
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { videoSource } from '../../../shared/video-source';
import { Icon } from '../ui/Icon';
import { requestFullscreen, type Playback, type PlaybackEvents } from './playback';
import { YouTubePlayer } from './YouTubePlayer';

export const VIDEO_ERROR_MESSAGE =
  'Ocurrió un error al obtener el video. Intente de nuevo más tarde.';

type ModuleVideoProps = PlaybackEvents & {
  videoId: string;
  title: string;
  /** The second to start at (where the student stopped). */
  startAt?: number;
};

/** A `Playback` over a <video>. */
function videoPlayback(media: HTMLVideoElement): Playback {
  return {
    seconds: () => media.currentTime,
    paused: () => media.paused,
    togglePlay: () => void (media.paused ? media.play().catch(() => undefined) : media.pause()),
    seek: (seconds) => {
      media.currentTime = Math.min(Math.max(seconds, 0), media.duration || seconds);
    },
    setRate: (rate) => {
      media.defaultPlaybackRate = rate;
      media.playbackRate = rate;
    },
    fullscreen: () => requestFullscreen(media),
  };
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-brand-900 p-6 text-center text-brand-50">
      {icon}
      {children}
    </div>
  );
}

const mediaOf = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget;

/**
 * The video of one module, 16:9: a YouTube player or an HTML5 <video>, both reporting their
 * playhead, pauses and end. Render it with `key` set to the module so each module starts fresh.
 */
export function ModuleVideo({ videoId, title, startAt = 0, ...events }: ModuleVideoProps) {
  const [failed, setFailed] = useState(false);
  const ready = useRef(false);
  const source = videoSource(videoId);
  let content: ReactNode;
  if (failed) {
    content = (
      <Notice
        icon={<Icon node={TriangleAlert} className="size-10 text-accent-300" aria-hidden="true" />}
      >
        <p role="alert">{VIDEO_ERROR_MESSAGE}</p>
      </Notice>
    );
  } else if (source.kind === 'none' || source.kind === 'hosted') {
    content = (
      <Notice icon={<Icon node={VideoOff} className="size-10 text-brand-200" aria-hidden="true" />}>
        <p>Este módulo todavía no tiene video.</p>
      </Notice>
    );
  } else if (source.kind === 'youtube') {
    content = (
      <YouTubePlayer
        videoId={source.id}
        title={title}
        startAt={startAt}
        {...events}
        onError={() => setFailed(true)}
      />
    );
  } else {
    const onMetadata = (media: HTMLVideoElement) => {
      if (ready.current) return;
      ready.current = true;
      if (startAt > 0 && startAt < media.duration - 1) media.currentTime = startAt;
      events.onReady?.(videoPlayback(media));
    };
    const reportTime = (event: SyntheticEvent<HTMLVideoElement>) => {
      const media = mediaOf(event);
      if (!media.paused) events.onTime?.(media.currentTime, media.duration);
    };
    content = (
      <video
        data-testid="module-video"
        src={source.url}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        className="size-full bg-black"
        ref={(media) => {
          // A video the server rendered may have read its metadata, or failed, before React
          // took it over: those events are gone, so their state is read here.
          if (media?.error) setFailed(true);
          else if (media && media.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata(media);
        }}
        onLoadedMetadata={(event) => onMetadata(event.currentTarget)}
        onPlaying={reportTime}
        onTimeUpdate={reportTime}
        onSeeking={() => events.onSeeking?.()}
        onPause={(event) => {
          const media = mediaOf(event);
          if (!media.ended) events.onPause?.(media.currentTime);
        }}
        onEnded={(event) => events.onEnded(mediaOf(event).duration)}
        onError={() => setFailed(true)}
      />
    );
  }
  return <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">{content}</div>;
}
