import { MAX_INCLUDED_LINE_LENGTH } from '../../../../shared/course-form';
import { newItem } from './course-values';
import { INCLUDED_LINE } from './item-kinds';
import { ItemList } from './ItemList';
import { useItemList } from './use-item-list';

/** What the course includes ('Planillas de Excel'…), listed on its page under 'Incluye'. */
export function IncludedLines() {
  const list = useItemList('included');
  return (
    <ItemList
      kind={INCLUDED_LINE}
      list={list}
      rows={list.items.map(({ key, value, error }) => ({ key, error, title: value.text }))}
      onAdd={() => list.append(newItem.includedLine())}
      dialogFields={(index) => [
        {
          path: `included.${index}.text`,
          label: 'Qué incluye',
          hint: `Una línea corta, de hasta ${MAX_INCLUDED_LINE_LENGTH} caracteres: «Planillas de Excel».`,
        },
      ]}
      className="max-h-[200px]"
    />
  );
}
