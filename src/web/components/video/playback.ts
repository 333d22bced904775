/** What the lesson player can do with a video, whichever plays it (a <video> or YouTube). */
export type Playback = {
  seconds: () => number;
  paused: () => boolean;
  togglePlay: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  fullscreen: () => void;
};

/** What a video reports while it plays. */
export type PlaybackEvents = {
  onReady?: (playback: Playback) => void;
  /** The playhead while playing, every quarter to whole second, with the video's length. */
  onTime?: (seconds: number, duration: number) => void;
  onSeeking?: () => void;
  onPause?: (seconds: number) => void;
  onEnded: (duration: number) => void;
};

/** Fullscreen for an element, where the browser offers it. */
export const requestFullscreen = (element: Element | null | undefined) => {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void element?.requestFullscreen?.().catch(() => undefined);
};
