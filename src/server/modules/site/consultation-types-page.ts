import { asc, eq } from 'drizzle-orm';
import type { ConsultationType } from '../../../shared/responses/consultations';
import type { Db } from '../../db/client';
import { consultationTypes } from '../../db/schema';

/**
 * The consultation types `/consultas` is rendered with: the active ones, as
 * GET /api/consultations/types answers them. A read only (decision 0036): once the consultations
 * module has its own list of them, this should call it so both say the same, in the same order.
 */
export function consultationTypesPage(db: Db): Promise<ConsultationType[]> {
  return db
    .select({
      id: consultationTypes.id,
      title: consultationTypes.title,
      description: consultationTypes.description,
      durationMinutes: consultationTypes.durationMinutes,
      price: consultationTypes.price,
      mode: consultationTypes.mode,
    })
    .from(consultationTypes)
    .where(eq(consultationTypes.active, true))
    .orderBy(asc(consultationTypes.id));
}
