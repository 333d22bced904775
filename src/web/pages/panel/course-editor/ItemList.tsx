import { useState, type ReactNode } from 'react';
import { EditableList, type EditableListProps } from './EditableList';
import { ItemDialog, type DialogField } from './ItemDialog';
import { ItemRow, type ItemRowData } from './ItemRow';

type ItemListProps = Omit<EditableListProps, 'keys' | 'titleOf' | 'renderItem'> & {
  rows: ItemRowData[];
  /** The fields of the dialog that edits the item at an index. */
  dialogFields?: (index: number) => DialogField[];
  /** A dialog of the list's own, instead of the text fields of `dialogFields`. */
  renderDialog?: (editing: number | null, onClose: () => void) => ReactNode;
};

/** Modules, materials or learning points: rows edited in a dialog with 'Confirmar'. */
export function ItemList({ kind, rows, dialogFields, renderDialog, ...rest }: ItemListProps) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <EditableList
        {...rest}
        kind={kind}
        keys={rows.map((row) => row.key)}
        titleOf={(index) => rows[index]?.title ?? ''}
        renderItem={(index, askDelete) => {
          const { key, ...row } = rows[index]!;
          return (
            <ItemRow
              key={key}
              sortId={key}
              {...row}
              kind={kind}
              index={index}
              count={rows.length}
              onEdit={() => setEditing(index)}
              onDelete={askDelete}
            />
          );
        }}
      />
      {renderDialog ? (
        renderDialog(editing, () => setEditing(null))
      ) : (
        <ItemDialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={`Editar ${kind.noun}`}
          fields={editing === null || !dialogFields ? [] : dialogFields(editing)}
        />
      )}
    </>
  );
}
