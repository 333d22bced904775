import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';

/** The frame of a catalogue card: its title's link covers it whole (CardTitleLink). */
export const CARD_FRAME_CLASSES =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg';

/** A catalogue card's title, whose link stretches over the whole card. */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="text-lg leading-snug font-semibold text-brand-900">
      <Link
        to={to}
        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-600"
      >
        {children}
      </Link>
    </h3>
  );
}
