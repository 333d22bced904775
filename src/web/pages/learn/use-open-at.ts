import { useEffect, useState } from 'react';

const hasCome = (opensAt: string | null) =>
  opensAt === null || new Date(opensAt).getTime() <= Date.now();

/** Whether the moment (ISO) has come, re-rendering when it does; null has always come. */
export function useOpenAt(opensAt: string | null): boolean {
  const [open, setOpen] = useState(() => hasCome(opensAt));
  const [shown, setShown] = useState(opensAt);
  if (shown !== opensAt) {
    setShown(opensAt);
    setOpen(hasCome(opensAt));
  }
  useEffect(() => {
    if (opensAt === null) return;
    const left = new Date(opensAt).getTime() - Date.now();
    if (left <= 0) return;
    // The longest wait is a day, well under a timer's limit (~24.8 days).
    const timer = setTimeout(() => setOpen(true), left + 250);
    return () => clearTimeout(timer);
  }, [opensAt]);
  return open;
}
