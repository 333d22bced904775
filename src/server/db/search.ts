import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every word of `search` appears in `text` (a `search_text` column), ignoring case and accents;
 * undefined when there is nothing to search. Served by the trigram indexes.
 */
export function containsWords(text: SQLWrapper, search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) => sql`${text} like '%' || immutable_unaccent(lower(${escapeLike(word)})) || '%'`,
    ),
  );
}
