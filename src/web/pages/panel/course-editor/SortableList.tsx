import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { createContext, useContext, useState, type ReactNode } from 'react';

const INSTRUCTIONS = {
  draggable:
    'Para mover este elemento, presioná la barra espaciadora o Enter, elegí el lugar con las ' +
    'flechas arriba y abajo, y volvé a presionar la barra espaciadora o Enter para soltarlo. ' +
    'Escape cancela el movimiento.',
};

type Move = (from: number, to: number) => void;

const MoveContext = createContext<Move>(() => undefined);

/** Moves an item of the surrounding SortableList and says where it went. */
export const useMoveItem = () => useContext(MoveContext);

type SortableListProps = {
  /** The items' React keys, in order. */
  ids: string[];
  onMove: Move;
  /** How announcements name the item at an index, e.g. 'el módulo «Introducción»'. */
  describe: (index: number) => string;
  children: ReactNode;
};

/**
 * A list whose items can be dragged into another order, with a pointer or with the keyboard
 * (dnd-kit's sensors), and moved by buttons through `useMoveItem`; every move is announced.
 */
export function SortableList({ ids, onMove, describe, children }: SortableListProps) {
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => describe(indexOf(id));
  const place = (index: number) => `la posición ${index + 1} de ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste ${nameOf(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Sobre ${place(indexOf(over.id))}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Soltaste ${nameOf(active.id)} en ${place(indexOf(over.id))}.` : undefined,
    onDragCancel: ({ active }) => `Cancelaste el movimiento de ${nameOf(active.id)}.`,
  };

  const moveByButton: Move = (from, to) => {
    setAnnouncement(`Moviste ${describe(from)} a ${place(to)}.`);
    onMove(from, to);
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <MoveContext value={moveByButton}>{children}</MoveContext>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </DndContext>
  );
}
