import type { ReactNode } from 'react';

type InboxListProps<T> = {
  /** The list's name read aloud ('Mensajes'), and each card's ('Mensaje de Ana'). */
  label: string;
  itemLabel: (item: T) => string;
  items: T[];
  children: (item: T) => ReactNode;
};

/** What people wrote to the firm, one white card each (an InboxCard inside). */
export function InboxList<T extends { id: string | number }>({
  label,
  itemLabel,
  items,
  children,
}: InboxListProps<T>) {
  return (
    <ul aria-label={label} className="flex flex-col gap-4">
      {items.map((item) => (
        <li
          key={item.id}
          aria-label={itemLabel(item)}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
