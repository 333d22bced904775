import type { ReactNode } from 'react';

type CardListProps<T> = {
  /** The list's accessible name ('Compras'). */
  label: string;
  items: T[];
  children: (item: T) => ReactNode;
};

/** The rows of a list as one card each, for phones and narrow windows (a ListTable serves wider ones). */
export function CardList<T extends { id: string }>({ label, items, children }: CardListProps<T>) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
