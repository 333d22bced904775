import { useState } from 'react';

/**
 * The moment the component first drew, kept across its renders: what a price is (a sale in force
 * or not) is decided once per view, the same on every render of it.
 */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
