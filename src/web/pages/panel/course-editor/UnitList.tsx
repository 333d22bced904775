import { newItem } from './course-values';
import { EditableList } from './EditableList';
import { UNIT } from './item-kinds';
import { UnitItem } from './UnitItem';
import { useItemList } from './use-item-list';

/**
 * 'Unidades • N': the units in order, each with its modules. The list grows with its units (no
 * box of its own to scroll): an open unit with its evaluation is taller than a screen.
 */
export function UnitList() {
  const list = useItemList('units');
  return (
    <EditableList
      kind={UNIT}
      list={list}
      keys={list.items.map((item) => item.key)}
      titleOf={(index) => list.items[index]?.value.title ?? ''}
      onAdd={() => list.append(newItem.unit())}
      renderItem={(index, askDelete) => {
        const item = list.items[index]!;
        return (
          <UnitItem
            key={item.key}
            sortId={item.key}
            index={index}
            count={list.items.length}
            unit={item.value}
            onDelete={askDelete}
          />
        );
      }}
    />
  );
}
