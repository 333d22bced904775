import { useState } from 'react';

/**
 * A copy of `value` that the caller changes at once (what a field shows while the change
 * travels to where `value` comes from, such as the address), and that follows `value` whenever
 * that changes: going back, a link, clearing, or the change arriving.
 */
export function useLocalCopy<T>(
  value: T,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (next: T) => void] {
  const [copy, setCopy] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!same(seen, value)) {
    setSeen(value);
    setCopy(value);
  }
  return [copy, setCopy];
}
