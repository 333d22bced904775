import type { IconNode } from './Icon';
import { IconTile } from './IconTile';

export type BannerHighlight = { icon: IconNode; text: string };

/** The short promises beside a navy page banner's heading, each with its icon. */
export function BannerHighlights({ items }: { items: readonly BannerHighlight[] }) {
  return (
    <ul className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 ring-1 ring-brand-700 sm:p-8">
      {items.map(({ icon, text }) => (
        <li key={text} className="flex items-center gap-4 text-brand-50">
          <IconTile icon={icon} size="md" className="rounded-lg bg-brand-700 text-accent-300" />
          {text}
        </li>
      ))}
    </ul>
  );
}
