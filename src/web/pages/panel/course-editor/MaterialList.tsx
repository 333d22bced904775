import { materialFileLabel } from '../../../../shared/material-files';
import { StatusTag } from '../../../components/ui/StatusTag';
import { newItem } from './course-values';
import { MATERIAL } from './item-kinds';
import { ItemList } from './ItemList';
import { PresenceTag } from './ItemRow';
import { MaterialDialog } from './MaterialDialog';
import { useItemList } from './use-item-list';

/** 'Material • N': the course's downloadable files and links. */
export function MaterialList() {
  const list = useItemList('materials');
  return (
    <ItemList
      kind={MATERIAL}
      list={list}
      rows={list.items.map(({ key, value, error }) => ({
        key,
        error,
        title: value.title,
        tags: value.file ? (
          <StatusTag tone="success">{materialFileLabel(value.file)}</StatusTag>
        ) : (
          <PresenceTag present={value.url.trim() !== ''} yes="Con material" no="Sin material" />
        ),
      }))}
      onAdd={() => list.append(newItem.material())}
      renderDialog={(index, onClose) => <MaterialDialog index={index} onClose={onClose} />}
      className="max-h-[600px]"
    />
  );
}
