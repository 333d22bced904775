import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../api/client';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { AUTO_QUALITY, type QualityLevel } from './QualitySelect';
import { renewalDelay, tokenOf, withToken } from './signed-address';

/** How a hosted lesson is going: opening, playing (with its addresses), or refused. */
export type StreamState =
  | { kind: 'opening' }
  | { kind: 'open'; playback: HostedPlayback }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

type Stream = {
  state: StreamState;
  levels: QualityLevel[];
  level: number;
  setLevel: (level: number) => void;
};

const refusal = (error: unknown): StreamState =>
  error instanceof ApiError && error.status === 409
    ? { kind: 'refused', message: error.message }
    : { kind: 'failed' };

/**
 * Opens a hosted lesson (`open` asks the server) and plays its encrypted HLS in `media`: with
 * hls.js, loaded only now (after the page has painted), or the browser's own HLS where hls.js
 * has no MediaSource to use. The addresses are asked for again before they expire, and every
 * request of hls.js carries the newest token; a third device taking the place pauses it.
 */
export function useHostedStream(
  open: () => Promise<HostedPlayback>,
  media: RefObject<HTMLVideoElement | null>,
): Stream {
  const [state, setState] = useState<StreamState>({ kind: 'opening' });
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(AUTO_QUALITY);
  const chooseLevel = useRef<(level: number) => void>(() => undefined);
  const openRef = useRef(open);

  useEffect(() => {
    let stopped = false;
    let renewal: number | undefined;
    let destroy = () => {};
    const token = { current: '' };

    const scheduleRenewal = (expiresAt: string) => {
      renewal = window.setTimeout(
        () => {
          openRef.current().then(
            (fresh) => {
              if (stopped) return;
              token.current = tokenOf(fresh.hls) ?? token.current;
              scheduleRenewal(fresh.expiresAt);
            },
            (error: unknown) => {
              if (stopped) return;
              const next = refusal(error);
              if (next.kind === 'refused') {
                media.current?.pause();
                setState(next);
              } else scheduleRenewal(new Date(Date.now() + 3 * 60_000 + 30_000).toISOString());
            },
          );
        },
        renewalDelay(expiresAt, Date.now()),
      );
    };

    async function start() {
      // The player's code comes while the server opens the lesson, not after.
      const player = import('hls.js/light');
      player.catch(() => undefined);
      const playback = await openRef.current();
      if (stopped) return;
      token.current = tokenOf(playback.hls) ?? '';
      setState({ kind: 'open', playback });
      scheduleRenewal(playback.expiresAt);
      const { default: Hls } = await player;
      const element = media.current;
      if (stopped || !element) return;
      if (!Hls.isSupported()) {
        if (element.canPlayType('application/vnd.apple.mpegurl'))
          element.setAttribute('src', playback.hls);
        else setState({ kind: 'failed' });
        return;
      }
      const hls = new Hls({
        xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, token.current), true),
        capLevelToPlayerSize: true,
      });
      destroy = () => hls.destroy();
      hls.on(Hls.Events.MANIFEST_PARSED, () =>
        setLevels(hls.levels.map((item, index) => ({ index, height: item.height }))),
      );
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setState({ kind: 'failed' });
      });
      chooseLevel.current = (chosen) => {
        hls.currentLevel = chosen;
      };
      hls.loadSource(playback.hls);
      hls.attachMedia(element);
    }

    start().catch((error: unknown) => {
      if (!stopped) setState(refusal(error));
    });
    return () => {
      stopped = true;
      window.clearTimeout(renewal);
      destroy();
    };
  }, [media]);

  return {
    state,
    levels,
    level,
    setLevel: (chosen) => {
      setLevelState(chosen);
      chooseLevel.current(chosen);
    },
  };
}
