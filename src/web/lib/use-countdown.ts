import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a lock of `seconds`, started on mount and again by `restart()`. Computed from
 * the clock, so it stays right when the tab was in the background.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);
  const deadline = useRef(0);

  useEffect(() => {
    deadline.current = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, round]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((current) => current + 1);
  }, [seconds]);

  return { remaining, restart };
}

/** 27 → '00:27', 75 → '01:15'. */
export function formatCountdown(totalSeconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(totalSeconds / 60))}:${pad(totalSeconds % 60)}`;
}
