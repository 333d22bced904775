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

/**
 * Bottom notice about cookies; stays until 'Entendido' and is then remembered in local storage.
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
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,42,68,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-slate-700">
          Usamos cookies propias para mantener tu sesión iniciada y recordar tus preferencias. No
          usamos cookies de publicidad. Más información en nuestra{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            política de privacidad
          </Link>
          .
        </p>
        <Button onClick={accept} className="shrink-0">
          Entendido
        </Button>
      </div>
    </section>
  );
}
