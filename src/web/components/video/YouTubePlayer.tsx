import { useEffect, useRef } from 'react';
import { loadYouTubeApi, type YouTubePlayer as Player } from './youtube-api';

type YouTubePlayerProps = {
  videoId: string;
  title: string;
  onEnded: () => void;
  onError: () => void;
};

/** A YouTube video through the IFrame API (paused, no related videos) that reports its end. */
export function YouTubePlayer({ videoId, title, onEnded, onError }: YouTubePlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onEnded, onError });
  useEffect(() => {
    callbacks.current = { onEnded, onError };
  });

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let player: Player | null = null;
    let cancelled = false;
    const nameFrame = () => host.querySelector('iframe')?.setAttribute('title', title);
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return;
        const target = document.createElement('div');
        host.replaceChildren(target);
        player = new YT.Player(target, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 0, rel: 0, modestbranding: 1, playsinline: 1 },
          events: {
            onReady: nameFrame,
            onStateChange: (event) => {
              if (event.data === YT.PlayerState.ENDED) callbacks.current.onEnded();
            },
            onError: () => callbacks.current.onError(),
          },
        });
        nameFrame();
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onError();
      });
    return () => {
      cancelled = true;
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, title]);

  return <div ref={container} className="size-full [&_iframe]:size-full" />;
}
