import { useState, useSyncExternalStore } from 'react';
import { Link } from '../../navigation/Link';
import { Button } from '../ui/Button';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

const onStorage = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

/** Below the dialogs and the drawer (z-50); hidden altogether while a dialog is open. */
const NOTICE_LAYER = 'z-30';

/**
 * A slim bar at the bottom about cookies, one line on a desktop so that it covers little of the
 * first screen; stays until 'Entendido' and is then remembered in local storage.
 * The server renders none (it cannot know); the browser shows it once it has read the storage.
 */
export default function CookieNotice() {
  const stored = useSyncExternalStore(onStorage, readConsent, () => true);
  const [accepted, setAccepted] = useState(false);
  if (stored || accepted) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Storage can be blocked; the notice still closes for this visit.
    }
    setAccepted(true);
  };
  return (
    <section
      aria-label="Aviso de cookies"
      data-cookie-notice
      className={`fixed inset-x-0 bottom-0 ${NOTICE_LAYER} border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,42,68,0.08)] backdrop-blur [body:has([role=dialog])_&]:hidden`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="min-w-0 flex-1 text-xs text-slate-700 sm:text-sm">
          Usamos cookies propias para tu sesión y tus preferencias, no de publicidad. Más en la{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            política de privacidad
          </Link>
          .
        </p>
        <Button onClick={accept} size="sm" className="shrink-0">
          Entendido
        </Button>
      </div>
    </section>
  );
}
