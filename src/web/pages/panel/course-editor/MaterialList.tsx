import { newItem } from './course-values';
import { MATERIAL } from './item-kinds';
import { ItemList } from './ItemList';
import { PresenceTag } from './ItemRow';
import { useItemList } from './use-item-list';

/** 'Material • N': the downloadable links of the course. */
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
        tags: (
          <PresenceTag present={value.url.trim() !== ''} yes="Con material" no="Sin material" />
        ),
      }))}
      onAdd={() => list.append(newItem.material())}
      dialogFields={(index) => [
        { path: `materials.${index}.title`, label: 'Título' },
        {
          path: `materials.${index}.url`,
          label: 'Enlace',
          hint: 'La dirección completa, con http:// o https://.',
          type: 'url',
        },
      ]}
      className="max-h-[600px]"
    />
  );
}
