import { get, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import type { CourseFormValues } from './course-values';

type Errors = FieldErrors<CourseFormValues>;

const FORM_FIELDS = new Set<string>([
  'title',
  'description',
  'category',
  'visibility',
  'price',
  'salePrice',
  'saleEndsAt',
  'content',
  'picture',
  'urlTrailer',
  'instructorId',
  'learningList',
  'included',
  'faq',
  'units',
  'materials',
]);

/** The message at exactly `path` (a list's own message lives at `{list}.root`). */
export const messageAt = (errors: Errors, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** The first message anywhere under `path`: what is wrong with an item, whichever field it is. */
export function firstMessageIn(errors: Errors, path: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') return message;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, path));
}

/** The form keeps each line of 'Incluye' as `{ text }` (a field array needs objects). */
const formPath = (field: string) => (/^included\.\d+$/.test(field) ? `${field}.text` : field);

/**
 * Puts the server's field messages where the form shows them and says whether there were any.
 * The server's paths are the form's; a message about a whole list goes to its `root`. Item
 * messages are set first, so each list's errors stay an array that moves with its items.
 */
export function showServerErrors(form: UseFormReturn<CourseFormValues>, error: Error): boolean {
  const values = form.getValues();
  const known = (error instanceof ApiError ? error.errors : []).filter((item) =>
    FORM_FIELDS.has(item.field.split('.')[0] ?? ''),
  );
  const placed = known.map(({ field, message }) => {
    const path = formPath(field);
    return {
      path: (Array.isArray(get(values, path)) ? `${path}.root` : path) as Path<CourseFormValues>,
      message,
    };
  });
  placed.sort((a, b) => Number(a.path.endsWith('.root')) - Number(b.path.endsWith('.root')));
  for (const { path, message } of placed) form.setError(path, { type: 'server', message });
  return placed.length > 0;
}
