import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseMaterials,
  courseModules,
  courseUnits,
  enrollments,
  materialDownloads,
} from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import type { UserRow } from '../auth/sessions';
import { ownedBy, ownsAnyOf } from '../enrollments/service';
import { lockedUntil } from '../../../shared/unit-release';

/** Whether a private file may be read: yes, no, or not before a unit of it opens (that day). */
export type FileAccess = { allowed: true } | { allowed: false; opensOn?: string };

/**
 * Whether the user may download a private file: an admin always; anyone else only while they
 * own a course one of whose materials is that file, or one of whose modules plays it in a unit
 * open to them (drip release); a file only of closed units answers the day the first opens.
 */
export async function privateFileAccess(
  db: Db,
  user: UserRow,
  key: string,
  now: Date,
): Promise<FileAccess> {
  if (user.roles.includes('admin')) return { allowed: true };
  const address = `${PRIVATE_FILES_PATH}${key}`;
  const materialCourses = db
    .select({ courseId: courseMaterials.courseId })
    .from(courseMaterials)
    .where(eq(courseMaterials.url, address));
  if (await ownsAnyOf(db, user.id, materialCourses)) return { allowed: true };
  const lessons = await db
    .select({
      releaseAfterDays: courseUnits.releaseAfterDays,
      releaseDate: courseUnits.releaseDate,
      enrolledAt: enrollments.createdAt,
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
    .innerJoin(enrollments, eq(enrollments.courseId, courseUnits.courseId))
    .where(and(eq(courseModules.videoId, address), ownedBy(user.id)));
  const days = lessons.map((lesson) => lockedUntil(lesson, lesson.enrolledAt, now));
  if (days.some((day) => day === null)) return { allowed: true };
  const [first] = (days as string[]).sort();
  return first ? { allowed: false, opensOn: first } : { allowed: false };
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
