import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMaterials, courseModules, courseUnits, materialDownloads } from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import type { UserRow } from '../auth/sessions';
import { ownsAnyOf } from '../enrollments/service';

/**
 * Whether the user may download a private file: an admin always; anyone else only while they
 * own a course one of whose modules or materials is that file.
 */
export async function mayReadPrivateFile(db: Db, user: UserRow, key: string): Promise<boolean> {
  if (user.roles.includes('admin')) return true;
  const address = `${PRIVATE_FILES_PATH}${key}`;
  const courseIds = db
    .select({ courseId: courseUnits.courseId })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
    .where(eq(courseModules.videoId, address))
    .union(
      db
        .select({ courseId: courseMaterials.courseId })
        .from(courseMaterials)
        .where(eq(courseMaterials.url, address)),
    );
  return ownsAnyOf(db, user.id, courseIds);
}

/** The material whose uploaded file this is (its id and original name); undefined if none. */
export async function materialOfFile(
  db: Db,
  key: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: courseMaterials.id, name: courseMaterials.fileName })
    .from(courseMaterials)
    .where(
      and(
        eq(courseMaterials.url, `${PRIVATE_FILES_PATH}${key}`),
        isNotNull(courseMaterials.fileName),
      ),
    )
    .limit(1);
  return row?.name ? { id: row.id, name: row.name } : undefined;
}

/** Records that the student downloaded the material (the first time counts; repeats change nothing). */
export async function recordMaterialDownload(
  db: Db,
  download: { userId: string; materialId: number; at: Date },
): Promise<void> {
  await db
    .insert(materialDownloads)
    .values({
      userId: download.userId,
      materialId: download.materialId,
      downloadedAt: download.at,
    })
    .onConflictDoNothing();
}
