import { useEffect, useRef } from 'react';
import type { PlaybackEvents } from './playback';
import { requestFullscreen } from './playback';
import { loadYouTubeApi, type YouTubeApi, type YouTubePlayer as Player } from './youtube-api';

type YouTubePlayerProps = PlaybackEvents & {
  videoId: string;
  title: string;
  /** The second to start at. */
  startAt?: number;
  /** Starts playing as soon as it is ready (the visitor just asked to watch). */
  autoPlay?: boolean;
  onError: () => void;
};

/** How often the playhead is read while playing (the IFrame API has no time event). */
const POLL_MS = 1000;

/**
 * A YouTube video through the IFrame API (paused, no related videos) that reports its playhead
 * while playing, its pauses and its end, and hands over a `Playback`.
 */
export function YouTubePlayer({
  videoId,
  title,
  startAt = 0,
  autoPlay = false,
  ...events
}: YouTubePlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef(events);
  useEffect(() => {
    callbacks.current = events;
  });

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let player: Player | null = null;
    let cancelled = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    const nameFrame = () => host.querySelector('iframe')?.setAttribute('title', title);
    const report = () => {
      if (player) callbacks.current.onTime?.(player.getCurrentTime(), player.getDuration());
    };
    const onState = (YT: YouTubeApi, state: number) => {
      clearInterval(poll);
      if (!player) return;
      if (state === YT.PlayerState.PLAYING) {
        report();
        poll = setInterval(report, POLL_MS);
      } else if (state === YT.PlayerState.PAUSED) {
        callbacks.current.onPause?.(player.getCurrentTime());
      } else if (state === YT.PlayerState.ENDED) {
        callbacks.current.onEnded(player.getDuration());
      }
    };
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return;
        const target = document.createElement('div');
        host.replaceChildren(target);
        const created: Player = new YT.Player(target, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            autoplay: autoPlay ? 1 : 0,
            rel: 0,
            modestbranding: 1,
            playsinline: 1,
            start: Math.floor(startAt),
          },
          events: {
            onReady: () => {
              nameFrame();
              callbacks.current.onReady?.({
                seconds: () => created.getCurrentTime(),
                paused: () => created.getPlayerState() !== YT.PlayerState.PLAYING,
                togglePlay: () =>
                  created.getPlayerState() === YT.PlayerState.PLAYING
                    ? created.pauseVideo()
                    : created.playVideo(),
                seek: (seconds) => created.seekTo(seconds, true),
                setRate: (rate) => created.setPlaybackRate(rate),
                fullscreen: () => requestFullscreen(created.getIframe()),
              });
            },
            onStateChange: (event) => onState(YT, event.data),
            onError: () => callbacks.current.onError(),
          },
        });
        player = created;
        nameFrame();
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onError();
      });
    return () => {
      cancelled = true;
      clearInterval(poll);
      player?.destroy();
      host.replaceChildren();
    };
    // The start second only matters when the player is made: a new one would restart the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId, title]);

  return <div ref={container} className="size-full [&_iframe]:size-full" />;
}
