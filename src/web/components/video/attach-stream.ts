import type Hls from 'hls.js';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { withToken } from './signed-address';

/** The newest token of a playing stream: every request of hls.js carries it. */
export type StreamToken = { current: string };

/** Plays a hosted lesson's encrypted HLS in `element` with hls.js. */
export function attachStream(
  Player: typeof Hls,
  element: HTMLVideoElement,
  playback: HostedPlayback,
  token: StreamToken,
): Hls {
  const hls = new Player({
    xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, token.current), true),
    capLevelToPlayerSize: true,
  });
  hls.loadSource(playback.hls);
  hls.attachMedia(element);
  return hls;
}
