import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { onToastWanted, toasterMounted } from './toast';

const TOAST_DURATION_MS = 5000;

/** Runs after the Toaster's own effects (children first), i.e. once it listens. */
function ListeningToaster({ Toaster }: { Toaster: ComponentType<ToasterProps> }) {
  useEffect(toasterMounted, []);
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} closeButton />;
}

/**
 * The toast area, loaded when the first toast is asked for (on the server, at hydration and on a
 * page that shows none there is none), so that it costs nothing on the way to a usable page.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(
    () =>
      onToastWanted(() => {
        void import('sonner').then((sonner) => setToaster(() => sonner.Toaster));
      }),
    [],
  );
  return Toaster ? <ListeningToaster Toaster={Toaster} /> : null;
}
