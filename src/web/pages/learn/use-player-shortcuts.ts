import { useEffect, type RefObject } from 'react';
import type { Playback } from '../../components/video/playback';

const SEEK_SECONDS = 10;

/** Keys typed into a field, or a space meant for a focused button or link, are not shortcuts. */
function isForThePage(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return true;
  if (target.isContentEditable || target.closest('input, textarea, select')) return false;
  return !(event.key === ' ' && target.closest('button, a, summary, [role="tab"]'));
}

/** Space plays and pauses, ←/→ go back and forward 10 s, f toggles fullscreen. */
export function usePlayerShortcuts(playback: RefObject<Playback | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const player = playback.current;
      if (!player || event.defaultPrevented || !isForThePage(event)) return;
      const actions: Record<string, () => void> = {
        ' ': () => player.togglePlay(),
        ArrowLeft: () => player.seek(player.seconds() - SEEK_SECONDS),
        ArrowRight: () => player.seek(player.seconds() + SEEK_SECONDS),
        f: () => player.fullscreen(),
        F: () => player.fullscreen(),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [playback]);
}
