import type { RefObject, SyntheticEvent, VideoHTMLAttributes } from 'react';
import { requestFullscreen, type Playback, type PlaybackEvents } from './playback';

/** A `Playback` over a <video>; fullscreen takes `frame` (the video and what is drawn over it). */
function videoPlayback(
  media: HTMLVideoElement,
  frame: RefObject<Element | null> | undefined,
): Playback {
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
    fullscreen: () => requestFullscreen(frame?.current ?? media),
  };
}

/** The videos that have handed over their `Playback`: once each, however often React attaches them. */
const started = new WeakSet<HTMLVideoElement>();

const mediaOf = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget;

type MediaVideoProps = PlaybackEvents &
  Omit<VideoHTMLAttributes<HTMLVideoElement>, keyof PlaybackEvents | 'onError' | 'ref'> & {
    startAt: number;
    onFailed: () => void;
    /** What fullscreen takes; the video itself when not given. */
    frame?: RefObject<Element | null>;
    /** Given the <video> once it is in the page. */
    videoRef?: RefObject<HTMLVideoElement | null>;
  };

/**
 * A <video> that reports its playhead, pauses and end, starts at `startAt` and hands over its
 * `Playback` once its metadata is read (once only).
 */
export function MediaVideo({
  startAt,
  onFailed,
  frame,
  videoRef,
  onReady,
  onTime,
  onSeeking,
  onPause,
  onEnded,
  ...attributes
}: MediaVideoProps) {
  const onMetadata = (media: HTMLVideoElement) => {
    if (started.has(media)) return;
    started.add(media);
    if (startAt > 0 && startAt < media.duration - 1) media.currentTime = startAt;
    onReady?.(videoPlayback(media, frame));
  };
  const reportTime = (event: SyntheticEvent<HTMLVideoElement>) => {
    const media = mediaOf(event);
    if (!media.paused) onTime?.(media.currentTime, media.duration);
  };
  return (
    <video
      {...attributes}
      ref={(media) => {
        if (videoRef) videoRef.current = media;
        // A video the server rendered may have read its metadata, or failed, before React
        // took it over: those events are gone, so their state is read here.
        if (media?.error) onFailed();
        else if (media && media.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata(media);
      }}
      onLoadedMetadata={(event) => onMetadata(event.currentTarget)}
      onPlaying={reportTime}
      onTimeUpdate={reportTime}
      onSeeking={() => onSeeking?.()}
      onPause={(event) => {
        const media = mediaOf(event);
        if (!media.ended) onPause?.(media.currentTime);
      }}
      onEnded={(event) => onEnded(mediaOf(event).duration)}
      onError={onFailed}
    />
  );
}
