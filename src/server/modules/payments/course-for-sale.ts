import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courses } from '../../db/schema';
import { notFound } from '../../errors';

export const NOT_FOR_SALE = 'No encontramos ese curso o ya no está a la venta.';

/** A course that is on sale, from the database. */
export async function courseForSale(ctx: ServiceContext, courseId: number) {
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, courseId));
  if (!course?.visibility) throw notFound(NOT_FOR_SALE);
  return course;
}
