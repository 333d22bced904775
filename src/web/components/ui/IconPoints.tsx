import type { ReactNode } from 'react';
import type { IconNode } from './Icon';
import { IconTile } from './IconTile';

export type IconPoint = { icon: IconNode; text: ReactNode };

/** Short facts one a line, each after its icon on a small white tile. */
export function IconPoints({ points }: { points: IconPoint[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {points.map(({ icon, text }, index) => (
        <li key={index} className="flex gap-3 text-slate-700">
          <IconTile
            icon={icon}
            size="sm"
            className="rounded-lg bg-white text-brand-600 ring-1 ring-brand-100"
          />
          <span className="pt-1">{text}</span>
        </li>
      ))}
    </ul>
  );
}
