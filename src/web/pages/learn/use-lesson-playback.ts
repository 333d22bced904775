import { useEffect, useMemo, useRef } from 'react';
import type { PositionSaver } from '../../api/learning';
import type { Playback, PlaybackEvents } from '../../components/video/playback';
import { storedSpeed } from './playback-speed';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { WatchedTime } from './watched-time';

/** How often the position is saved while the video plays. */
const SAVE_EVERY_MS = 15_000;

type LessonPlaybackOptions = {
  moduleId: number;
  saver: PositionSaver;
  /**
   * Called when the module has been watched enough to count as seen (after the position save
   * the server counts it by), and again at the end should the first tick not have been taken.
   */
  onSeen: () => void;
  /** Called when the video ends (after `onSeen` when the end counts). */
  onEnded: () => void;
};

/**
 * Follows one module's video: saves the position (with the video's length: the server counts
 * watching by these saves) every ~15 s while playing, on pause and when the page is hidden or
 * left (by beacon), counts the time actually watched to tick the module,
 * applies the remembered speed and the keyboard shortcuts. Use it once per module (keyed). Hands
 * back the video's events and, once ready, its `Playback`.
 */
export function useLessonPlayback({ moduleId, saver, onSeen, onEnded }: LessonPlaybackOptions) {
  const playback = useRef<Playback | null>(null);
  const state = useRef({
    watched: new WatchedTime(),
    savedAt: 0,
    played: false,
    seen: false,
    duration: undefined as number | undefined,
  });
  const latest = useRef({ saver, onSeen, onEnded });
  useEffect(() => {
    latest.current = { saver, onSeen, onEnded };
  });
  usePlayerShortcuts(playback);

  // Leaving the page, hiding it, or going to another module keeps the place.
  useEffect(() => {
    const current = () =>
      state.current.played && playback.current
        ? { moduleId, seconds: playback.current.seconds(), duration: state.current.duration }
        : null;
    const leave = () => {
      const at = current();
      if (at) latest.current.saver.beacon(at);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      const at = current();
      if (at) void latest.current.saver.save(at);
    };
  }, [moduleId]);

  const events = useMemo<PlaybackEvents>(() => {
    /** The server ticks only what its heartbeats credited: this save first, then the tick. */
    const tickAfterSaving = (seconds: number) => {
      const { saver } = latest.current;
      void saver
        .save({ moduleId, seconds, duration: state.current.duration })
        .then(() => latest.current.onSeen());
    };
    return {
      onReady: (ready) => {
        playback.current = ready;
        ready.setRate(storedSpeed());
      },
      onTime: (seconds, duration) => {
        const lesson = state.current;
        lesson.played = true;
        lesson.duration = duration;
        lesson.watched.observe(seconds);
        const now = Date.now();
        if (!lesson.seen && lesson.watched.isSeen(duration)) {
          lesson.seen = true;
          lesson.savedAt = now;
          tickAfterSaving(seconds);
        } else if (now - lesson.savedAt >= SAVE_EVERY_MS) {
          lesson.savedAt = now;
          void latest.current.saver.save({ moduleId, seconds, duration }, true);
        }
      },
      onSeeking: () => state.current.watched.interrupt(),
      onPause: (seconds) => {
        state.current.watched.interrupt();
        if (state.current.played) {
          void latest.current.saver.save({ moduleId, seconds, duration: state.current.duration });
        }
      },
      onEnded: (duration) => {
        const lesson = state.current;
        // The end is the last reading: reached by playing, it follows the one before closely.
        lesson.watched.observe(duration);
        lesson.duration = duration;
        if (lesson.watched.isSeen(duration, true)) {
          lesson.seen = true;
          tickAfterSaving(duration);
        }
        lesson.played = false;
        latest.current.onEnded();
      },
    };
  }, [moduleId]);
  return { events, playback };
}
