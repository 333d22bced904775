import { useCallback, useState } from 'react';

/** Which of several sections are open (by key), starting with `initial`; each toggles alone. */
export function useOpenSet(initial: string[]) {
  const [open, setOpen] = useState(initial);
  const toggle = useCallback(
    (key: string) =>
      setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])),
    [],
  );
  return { open, setOpen, isOpen: (key: string) => open.includes(key), toggle };
}
