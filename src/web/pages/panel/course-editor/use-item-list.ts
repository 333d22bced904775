import {
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldArray,
  type Path,
} from 'react-hook-form';
import type { CourseFormValues } from './course-values';
import { firstMessageIn, messageAt } from './form-errors';

export type ItemListPath =
  'learningList' | 'included' | 'faq' | 'materials' | 'units' | `units.${number}.modules`;

/**
 * One list of the course form: its field array (React keys in `key`, so the items' own `id`s
 * stay untouched), each item's current value and first server message, and the list's message.
 */
export function useItemList<N extends ItemListPath>(name: N) {
  const { control, clearErrors } = useFormContext<CourseFormValues>();
  const array = useFieldArray<CourseFormValues, N, 'key'>({ control, name, keyName: 'key' });
  // Adding, moving or deleting an item is an edit of the list: its own message goes.
  const edit =
    <Args extends unknown[]>(change: (...args: Args) => void) =>
    (...args: Args) => {
      clearErrors(`${name}.root` as Path<CourseFormValues>);
      change(...args);
    };
  const values = useWatch({ control, name }) as FieldArray<CourseFormValues, N>[] | undefined;
  const { errors } = useFormState({ control, name });
  const items = array.fields.map((field, index) => ({
    key: field.key,
    // Right after an append the watched values can be a render behind the field array.
    value: values?.[index] ?? (field as FieldArray<CourseFormValues, N>),
    error: firstMessageIn(errors, `${name}.${index}`),
  }));
  return {
    items,
    append: edit(array.append),
    move: edit(array.move),
    remove: edit(array.remove),
    listError: messageAt(errors, `${name}.root`),
  };
}

export type ItemListState = ReturnType<typeof useItemList>;
