import { useEffect, useMemo, useRef } from 'react';
import type { Resume } from '../../../shared/responses/learning';
import type { Playback, PlaybackEvents } from '../../components/video/playback';
import { storedSpeed } from './playback-speed';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { WatchedTime } from './watched-time';

/** How often the position is saved while the video plays. */
const SAVE_EVERY_MS = 15_000;

type Saver = { save: (at: Resume, periodic?: boolean) => void; beacon: (at: Resume) => void };

type LessonPlaybackOptions = {
  moduleId: number;
  saver: Saver;
  /** Called once, when the module has been watched enough to count as seen. */
  onSeen: () => void;
  /** Called when the video ends (after `onSeen` when the end counts). */
  onEnded: () => void;
};

/**
 * Follows one module's video: saves the position every ~15 s while playing, on pause and when
 * the page is hidden or left (by beacon), counts the time actually watched to tick the module,
 * applies the remembered speed and the keyboard shortcuts. Use it once per module (keyed). Hands
 * back the video's events and, once ready, its `Playback`.
 */
export function useLessonPlayback({ moduleId, saver, onSeen, onEnded }: LessonPlaybackOptions) {
  const playback = useRef<Playback | null>(null);
  const state = useRef({ watched: new WatchedTime(), savedAt: 0, played: false, seen: false });
  const latest = useRef({ saver, onSeen, onEnded });
  useEffect(() => {
    latest.current = { saver, onSeen, onEnded };
  });
  usePlayerShortcuts(playback);

  // Leaving the page, hiding it, or going to another module keeps the place.
  useEffect(() => {
    const current = () =>
      state.current.played && playback.current
        ? { moduleId, seconds: playback.current.seconds() }
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
      if (at) latest.current.saver.save(at);
    };
  }, [moduleId]);

  const events = useMemo<PlaybackEvents>(() => {
    const seen = (duration: number, ended = false) => {
      const lesson = state.current;
      if (!lesson.seen && lesson.watched.isSeen(duration, ended)) {
        lesson.seen = true;
        latest.current.onSeen();
      }
    };
    return {
      onReady: (ready) => {
        playback.current = ready;
        ready.setRate(storedSpeed());
      },
      onTime: (seconds, duration) => {
        const lesson = state.current;
        lesson.played = true;
        lesson.watched.observe(seconds);
        seen(duration);
        const now = Date.now();
        if (now - lesson.savedAt >= SAVE_EVERY_MS) {
          lesson.savedAt = now;
          latest.current.saver.save({ moduleId, seconds }, true);
        }
      },
      onSeeking: () => state.current.watched.interrupt(),
      onPause: (seconds) => {
        state.current.watched.interrupt();
        if (state.current.played) latest.current.saver.save({ moduleId, seconds });
      },
      onEnded: (duration) => {
        // The end is the last reading: reached by playing, it follows the one before closely.
        state.current.watched.observe(duration);
        seen(duration, true);
        state.current.played = false;
        latest.current.onEnded();
      },
    };
  }, [moduleId]);
  return { events, playback };
}
