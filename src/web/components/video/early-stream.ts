import type Hls from 'hls.js';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { attachStream, type StreamToken } from './attach-stream';
import { tokenOf } from './signed-address';
import { STREAM_ATTRIBUTE } from './stream-attribute';

/** A stream begun before React took the page over, for the player to adopt. */
export type BegunStream = {
  playback: HostedPlayback;
  hls: Hls;
  /** hls.js itself (its events). */
  Player: typeof Hls;
  token: StreamToken;
  /** hls.js gave up on it before the player adopted it. */
  failed: boolean;
};

/**
 * Where a <video> keeps the stream begun in it. A registered symbol, not module state: the
 * build may copy this small module into more than one file, and each copy must find it.
 */
const BEGUN = Symbol.for('hosted-lesson.begun-stream');

type HoldsStream = HTMLVideoElement & {
  [BEGUN]?: { address: string; stream: Promise<BegunStream | null> };
};

/**
 * Opens the rendered lesson's playback and starts its stream at once, while the main thread is
 * free: the page is taken over after the first frame. Resolves at that frame, or when the
 * stream cannot begin here (refused, or no MediaSource: the player then opens it itself).
 */
export function beginStream(video: HTMLVideoElement): Promise<void> {
  const address = video.getAttribute(STREAM_ATTRIBUTE) ?? '';
  // A bare request, not the API client: this module loads before React and the shell.
  const opening = fetch(`/api${address}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).then((answer) => {
    if (!answer.ok) throw new Error(`playback ${answer.status}`);
    return answer.json() as Promise<HostedPlayback>;
  });
  const player = import('hls.js/light');
  player.catch(() => undefined);
  let shown = () => {};
  const firstFrame = new Promise<void>((resolve) => (shown = resolve));
  video.addEventListener('loadeddata', shown, { once: true });
  video.addEventListener('error', shown, { once: true });
  const stream = (async (): Promise<BegunStream | null> => {
    const playback = await opening;
    const { default: Player } = await player;
    if (!Player.isSupported()) return null;
    const token = { current: tokenOf(playback.hls) ?? '' };
    const started: BegunStream = {
      playback,
      token,
      Player,
      hls: attachStream(Player, video, playback, token),
      failed: false,
    };
    started.hls.on(Player.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      started.failed = true;
      shown();
    });
    return started;
  })().catch(() => null);
  (video as HoldsStream)[BEGUN] = { address, stream };
  void stream.then((started) => {
    if (!started) shown();
  });
  return firstFrame;
}

/** The stream begun in `video` for this playback address, once: the player that adopts it owns it. */
export function takeBegunStream(
  video: HTMLVideoElement | null,
  address: string,
): Promise<BegunStream | null> {
  const holder = video as HoldsStream | null;
  const begun = holder?.[BEGUN];
  if (!holder || begun?.address !== address) return Promise.resolve(null);
  delete holder[BEGUN];
  return begun.stream;
}
