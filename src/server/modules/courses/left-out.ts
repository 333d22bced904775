import { and, inArray, notInArray, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type {
  courseLearningPoints,
  courseMaterials,
  courseModules,
  courseUnits,
  quizOptions,
  quizQuestions,
} from '../../db/schema';

type ItemTable =
  | typeof courseUnits
  | typeof courseModules
  | typeof courseMaterials
  | typeof courseLearningPoints
  | typeof quizQuestions
  | typeof quizOptions;

/**
 * Deletes the items a saved course form left out: the rows of `table` under `parents` (ids, or a
 * query of them, through the `parent` column) whose id is not among the `kept` ones.
 */
export async function deleteLeftOut(
  tx: Db,
  table: ItemTable,
  parent: PgColumn,
  parents: SQLWrapper | number[],
  kept: number[],
): Promise<void> {
  await tx
    .delete(table)
    .where(and(inArray(parent, parents), kept.length ? notInArray(table.id, kept) : undefined));
}
