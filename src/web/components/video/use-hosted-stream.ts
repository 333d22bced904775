import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../api/client';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { AUTO_QUALITY, type QualityLevel } from './QualitySelect';
import type Hls from 'hls.js';
import { attachStream, type StreamToken } from './attach-stream';
import { takeBegunStream } from './early-stream';
import { renewalDelay, tokenOf } from './signed-address';

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
 * has no MediaSource to use. A stream begun before the page was taken over (early-stream.ts,
 * at `address`) is adopted instead. The addresses are asked for again before they expire, and
 * every request of hls.js carries the newest token; a third device taking the place pauses it.
 */
export function useHostedStream(
  open: () => Promise<HostedPlayback>,
  media: RefObject<HTMLVideoElement | null>,
  address?: string,
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
    let token: StreamToken = { current: '' };

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

    /** Shows the stream that plays `playback`, renews its addresses and follows its levels. */
    function follow(playback: HostedPlayback, hls: Hls, { Events }: typeof Hls) {
      setState({ kind: 'open', playback });
      scheduleRenewal(playback.expiresAt);
      destroy = () => hls.destroy();
      const showLevels = () =>
        setLevels(hls.levels.map((item, index) => ({ index, height: item.height })));
      if (hls.levels.length > 0) showLevels();
      hls.on(Events.MANIFEST_PARSED, showLevels);
      hls.on(Events.ERROR, (_event, data) => {
        if (data.fatal) setState({ kind: 'failed' });
      });
      chooseLevel.current = (chosen) => {
        hls.currentLevel = chosen;
      };
    }

    async function start() {
      const begun = address ? await takeBegunStream(media.current, address) : null;
      if (begun) {
        if (stopped) {
          begun.hls.destroy();
          return;
        }
        token = begun.token;
        follow(begun.playback, begun.hls, begun.Player);
        if (begun.failed) setState({ kind: 'failed' });
        return;
      }
      // The player's code comes while the server opens the lesson, not after.
      const player = import('hls.js/light');
      player.catch(() => undefined);
      const playback = await openRef.current();
      if (stopped) return;
      token.current = tokenOf(playback.hls) ?? '';
      const { default: Player } = await player;
      const element = media.current;
      if (stopped || !element) return;
      if (!Player.isSupported()) {
        setState({ kind: 'open', playback });
        scheduleRenewal(playback.expiresAt);
        if (element.canPlayType('application/vnd.apple.mpegurl'))
          element.setAttribute('src', playback.hls);
        else setState({ kind: 'failed' });
        return;
      }
      follow(playback, attachStream(Player, element, playback, token), Player);
    }

    start().catch((error: unknown) => {
      if (!stopped) setState(refusal(error));
    });
    return () => {
      stopped = true;
      window.clearTimeout(renewal);
      destroy();
    };
  }, [media, address]);

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
