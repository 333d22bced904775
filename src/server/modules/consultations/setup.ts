import { asc, eq } from 'drizzle-orm';
import {
  NO_WEEKLY_HOURS,
  type AvailabilityFields,
  type ConsultationTypeFields,
} from '../../../shared/consultation-setup';
import { CONSULTATION_TYPE_NOT_FOUND, DEFAULT_AVAILABILITY } from '../../../shared/consultations';
import type {
  AdminConsultationType,
  AvailabilitySettings,
} from '../../../shared/responses/admin-consultations';
import type { ServiceContext } from '../../context';
import { consultationTypes } from '../../db/schema';
import { notFound } from '../../errors';
import { readAvailability, saveAvailability, type AvailabilityRow } from './availability-store';
import type { ConsultationTypeRow } from './booking-store';

/** What the firm sets up for its consultations ('Consultas' in the panel): types and hours. */

export const toAdminType = (row: ConsultationTypeRow): AdminConsultationType => ({
  id: row.id,
  title: row.title,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: row.price,
  mode: row.mode,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

/** Every type, offered or not, in the order they were created. */
export async function listTypes(ctx: ServiceContext): Promise<AdminConsultationType[]> {
  const rows = await ctx.db.select().from(consultationTypes).orderBy(asc(consultationTypes.id));
  return rows.map(toAdminType);
}

export async function createType(
  ctx: ServiceContext,
  fields: ConsultationTypeFields,
): Promise<ConsultationTypeRow> {
  const now = ctx.now();
  const [created] = await ctx.db
    .insert(consultationTypes)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!created) throw new Error('consultation type insert returned no row');
  return created;
}

/** Saves the panel's form over a type; bookings made keep the title, length and price they copied. */
export async function updateType(
  ctx: ServiceContext,
  id: number,
  fields: ConsultationTypeFields,
): Promise<ConsultationTypeRow> {
  const [updated] = await ctx.db
    .update(consultationTypes)
    .set({ ...fields, updatedAt: ctx.now() })
    .where(eq(consultationTypes.id, id))
    .returning();
  if (!updated) throw notFound(CONSULTATION_TYPE_NOT_FOUND);
  return updated;
}

const settingsOf = (row: AvailabilityRow | undefined): AvailabilitySettings =>
  row
    ? {
        weekly: { ...NO_WEEKLY_HOURS, ...row.weekly },
        daysOff: row.daysOff,
        openOnHolidays: row.openOnHolidays,
        minNoticeHours: row.minNoticeHours,
        bufferMinutes: row.bufferMinutes,
        horizonDays: row.horizonDays,
      }
    : { weekly: NO_WEEKLY_HOURS, daysOff: [], openOnHolidays: false, ...DEFAULT_AVAILABILITY };

/** The firm's hours and rules; before any save, the defaults with no hours on any day. */
export async function availabilitySettings(ctx: ServiceContext): Promise<AvailabilitySettings> {
  return settingsOf(await readAvailability(ctx.db));
}

export async function saveAvailabilitySettings(
  ctx: ServiceContext,
  fields: AvailabilityFields,
): Promise<AvailabilitySettings> {
  return settingsOf(await saveAvailability(ctx.db, fields, ctx.now()));
}
