import { Pencil, Trash } from 'lucide';
import { useId, type ReactNode } from 'react';
import { StatusTag } from '../../../components/ui/StatusTag';
import { itemActionLabel, type ItemKind } from './item-kinds';
import { IconButton, MoveButtons } from './RowActions';
import { SortableItem } from './SortableItem';

export type ItemRowData = { key: string; title: string; tags?: ReactNode; error?: string };

type ItemRowProps = Omit<ItemRowData, 'key'> & {
  /** The row's React key, which also identifies it while dragging. */
  sortId: string;
  kind: ItemKind;
  index: number;
  count: number;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * A module, material or learning point in its list: title, tags, the server's message if any
 * (the dialog shows it under the field), and the buttons to move, edit and delete it.
 */
export function ItemRow(props: ItemRowProps) {
  const { sortId, kind, title, tags, error, index, count, onEdit, onDelete } = props;
  const errorId = useId();
  const titled = title.trim() !== '';
  return (
    <SortableItem
      sortId={sortId}
      handleLabel={itemActionLabel('Mover', kind, title)}
      invalid={Boolean(error)}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white p-1.5"
    >
      {(handle) => (
        <>
          {handle}
          <div className="flex min-w-40 flex-1 flex-col gap-1 py-1">
            {titled && (
              <p className="line-clamp-2 font-medium break-words text-slate-900">{title}</p>
            )}
            {(!titled || tags) && (
              <p className="flex flex-wrap gap-1.5">
                {!titled && <StatusTag tone="warning">{kind.untitled}</StatusTag>}
                {tags}
              </p>
            )}
            {error && (
              <p id={errorId} className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
          <div className="ml-auto flex items-center">
            <MoveButtons kind={kind} title={title} index={index} count={count} />
            <IconButton
              label={itemActionLabel('Editar', kind, title)}
              icon={Pencil}
              onClick={onEdit}
              aria-describedby={error ? errorId : undefined}
              data-invalid={error ? true : undefined}
            />
            <IconButton
              label={itemActionLabel('Eliminar', kind, title)}
              icon={Trash}
              tone="danger"
              onClick={onDelete}
            />
          </div>
        </>
      )}
    </SortableItem>
  );
}

type PresenceTagProps = { present: boolean; yes: string; no: string };

/** 'Con video' or 'Sin video', 'Con material' or 'Sin material'. */
export function PresenceTag({ present, yes, no }: PresenceTagProps) {
  return <StatusTag tone={present ? 'success' : 'neutral'}>{present ? yes : no}</StatusTag>;
}

/** A module anyone may watch before buying. */
export const PreviewTag = () => <StatusTag tone="brand">Vista previa</StatusTag>;
