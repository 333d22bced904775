import { newItem } from './course-values';
import { LEARNING_POINT } from './item-kinds';
import { ItemList } from './ItemList';
import { useItemList } from './use-item-list';

/** What the student will learn, listed beside the trailer on the course page. */
export function LearningList() {
  const list = useItemList('learningList');
  return (
    <ItemList
      kind={LEARNING_POINT}
      list={list}
      rows={list.items.map(({ key, value, error }) => ({ key, error, title: value.content }))}
      onAdd={() => list.append(newItem.learningPoint())}
      dialogFields={(index) => [
        { path: `learningList.${index}.content`, label: 'Aprendizaje', multiline: true },
      ]}
      className="max-h-[200px]"
    />
  );
}
