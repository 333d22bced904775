import type { ConsultationTypeFields } from '../../shared/consultation-setup';
import type { WeeklyHours } from '../../shared/consultations';
import type { ServiceContext } from '../context';
import { readAvailability, saveAvailability } from '../modules/consultations/availability-store';
import { createType, listTypes } from '../modules/consultations/setup';

const DEMO_TYPES: ConsultationTypeFields[] = [
  {
    title: 'Primera consulta',
    description:
      'Una charla breve para conocer tu situación y decirte qué necesitás: inscripción, categoría o trámites pendientes.',
    durationMinutes: 20,
    price: 0,
    mode: 'telefono',
    active: true,
  },
  {
    title: 'Monotributo: categoría y recategorización',
    description:
      'Revisamos tus ingresos de los últimos 12 meses, tu categoría y lo que pagás cada mes, y te decimos cuándo y cómo recategorizarte.',
    durationMinutes: 45,
    price: 25000,
    mode: 'video',
    active: true,
  },
  {
    title: 'Planificación fiscal para tu negocio',
    description:
      'Para pymes y profesionales: el régimen que más te conviene, IVA, Ganancias y Bienes Personales, con un plan para el año.',
    durationMinutes: 60,
    price: 45000,
    mode: 'presencial',
    active: true,
  },
];

const MORNING_AND_AFTERNOON = [
  { from: '09:00', to: '13:00' },
  { from: '15:00', to: '18:00' },
];

/** Weekdays 9–13 and 15–18, a day's notice and a quarter of an hour between consultations. */
const DEMO_HOURS = {
  weekly: {
    '0': [],
    '1': MORNING_AND_AFTERNOON,
    '2': MORNING_AND_AFTERNOON,
    '3': MORNING_AND_AFTERNOON,
    '4': MORNING_AND_AFTERNOON,
    '5': [{ from: '09:00', to: '13:00' }],
    '6': [],
  } satisfies WeeklyHours,
  daysOff: [],
  openOnHolidays: false,
  minNoticeHours: 24,
  bufferMinutes: 15,
  horizonDays: 60,
};

/**
 * The demo firm's consultations and hours, so that /consultas has something to book; only on a
 * site where the firm set up neither.
 */
export async function seedDemoConsultations(ctx: ServiceContext): Promise<number> {
  const [types, hours] = await Promise.all([listTypes(ctx), readAvailability(ctx.db)]);
  if (types.length > 0 || hours) return 0;
  for (const type of DEMO_TYPES) await createType(ctx, type);
  await saveAvailability(ctx.db, DEMO_HOURS, ctx.now());
  return DEMO_TYPES.length;
}
