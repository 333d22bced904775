import { eq, like } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courseMaterials, courseModules, courses } from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { isPrivateKey } from '../../storage/private-key';

const PUBLIC_PATH = '/uploads/';
/** Cover pictures and their copies: public on purpose. */
const COVERS = 'courses/';

/** The key in storage of a public address such as `/uploads/lessons/a.webm`, if it is one. */
function keyOf(address: string): string | undefined {
  if (!address.startsWith(PUBLIC_PATH)) return undefined;
  try {
    const key = decodeURIComponent(address.slice(PUBLIC_PATH.length));
    return isPrivateKey(key) && !key.startsWith(COVERS) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lessons and materials stored before they were private: every file of the public uploads a
 * module or a material points at is moved to the private area, and the course items are
 * pointed at the checked route instead. A file some trailer also plays (public by choice) is
 * copied rather than moved. Run at every start; once done it finds nothing. Answers how many
 * addresses were rewritten.
 */
export async function makeLessonFilesPrivate(ctx: ServiceContext): Promise<number> {
  return ctx.withLock('make-lesson-files-private', async () => {
    const pattern = `${PUBLIC_PATH}%`;
    const [videos, links, trailers] = await Promise.all([
      ctx.db
        .selectDistinct({ address: courseModules.videoId })
        .from(courseModules)
        .where(like(courseModules.videoId, pattern)),
      ctx.db
        .selectDistinct({ address: courseMaterials.url })
        .from(courseMaterials)
        .where(like(courseMaterials.url, pattern)),
      ctx.db
        .selectDistinct({ address: courses.urlTrailer })
        .from(courses)
        .where(like(courses.urlTrailer, pattern)),
    ]);
    const publicOnPurpose = new Set(trailers.map((row) => row.address));
    const moves = new Map<string, string>();
    for (const { address } of [...videos, ...links]) {
      const key = keyOf(address);
      if (key) moves.set(address, key);
    }
    if (moves.size === 0) return 0;

    // Files first: an address is rewritten only once its file is in the private area (a
    // crash in between leaves the old address, and the next start finds the file moved).
    for (const [address, key] of moves) {
      await ctx.storage.makePrivate(key, { keepPublic: publicOnPurpose.has(address) });
    }
    await ctx.db.transaction(async (tx) => {
      for (const [address, key] of moves) {
        const moved = `${PRIVATE_FILES_PATH}${key}`;
        await tx
          .update(courseModules)
          .set({ videoId: moved })
          .where(eq(courseModules.videoId, address));
        await tx
          .update(courseMaterials)
          .set({ url: moved })
          .where(eq(courseMaterials.url, address));
      }
    });
    await ctx.invalidation.publish('catalogue');
    ctx.log.info({ files: moves.size }, 'lesson files moved to the private area');
    return moves.size;
  });
}
