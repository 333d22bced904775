import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { toasterMounted } from './toast';

const TOAST_DURATION_MS = 5000;

/** Runs after the Toaster's own effects (children first), i.e. once it listens. */
function ListeningToaster({ Toaster }: { Toaster: ComponentType<ToasterProps> }) {
  useEffect(toasterMounted, []);
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} closeButton />;
}

/**
 * The toast area, loaded after the page has rendered (on the server and at hydration there is
 * none), so that it costs nothing on the first download.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    void import('sonner').then((sonner) => setToaster(() => sonner.Toaster));
  }, []);
  return Toaster ? <ListeningToaster Toaster={Toaster} /> : null;
}
