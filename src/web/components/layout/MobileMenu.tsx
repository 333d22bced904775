import { Menu } from 'lucide';
import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../ui/Icon';

const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

type MobileMenuProps = { here: string; onSection: (sectionId: string) => void };

/**
 * The menu button of small screens. The drawer (and the dialog library under it) is not part of
 * the first download: it loads when the pointer or focus reaches the button, or on the click.
 */
export function MobileMenu({ here, onSection }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // In server-rendered markup the button has no handler yet: it says so instead of ignoring taps.
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rounded-md p-2 text-brand-900 hover:bg-brand-50 xl:hidden"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon node={Menu} className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            setOpen={setOpen}
            trigger={button}
            here={here}
            onSection={onSection}
          />
        </Suspense>
      )}
    </>
  );
}
