import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { DialogCloseButton } from '../ui/DialogCloseButton';
import { DialogLayer } from '../ui/DialogLayer';
import { DrawerAccount } from './DrawerAccount';
import { Logo } from './Logo';
import { Link } from '../../navigation/Link';
import { NAV_PAGES, NAV_SECTIONS } from './nav-items';

export type MobileDrawerProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened the drawer: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  here: string;
  onSection: (sectionId: string) => void;
};

const itemClasses = 'rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-brand-50';

/** The navigation as a drawer sliding in from the right on small screens. */
export default function MobileDrawer({
  open,
  setOpen,
  trigger,
  here,
  onSection,
}: MobileDrawerProps) {
  return (
    <DialogLayer
      open={open}
      onOpenChange={setOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        trigger.current?.focus();
      }}
      className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl data-[state=open]:animate-[slide-in_250ms_ease-out]"
    >
      <div className="flex items-center justify-between">
        <Logo />
        <DialogCloseButton label="Cerrar menú" className="p-2" />
      </div>
      <Dialog.Title className="sr-only">Menú</Dialog.Title>
      <Dialog.Description className="sr-only">
        Secciones del sitio y acceso a tu cuenta
      </Dialog.Description>
      <ul className="flex flex-col gap-1">
        {NAV_SECTIONS.map((item) => (
          <li key={item.sectionId}>
            <button
              type="button"
              className={`w-full text-left ${itemClasses}`}
              onClick={() => {
                setOpen(false);
                onSection(item.sectionId);
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
        {NAV_PAGES.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={`block ${itemClasses}`} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <DrawerAccount here={here} onLeave={() => setOpen(false)} />
    </DialogLayer>
  );
}
