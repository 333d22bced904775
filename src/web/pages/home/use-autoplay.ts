import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Calls `advance` every `delayMs` once the page is interactive, until stopped (any interaction
 * with the carousel stops it; the play button starts it again). It does not start by itself for
 * someone who asked their system for reduced motion.
 */
export function useAutoplay(advance: () => void, delayMs: number) {
  const hydrated = useHydrated();
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const playing = hydrated && !stopped;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(advance, delayMs);
    return () => window.clearInterval(timer);
  }, [playing, advance, delayMs]);

  return { playing, play: () => setStopped(false), stop: () => setStopped(true) };
}
