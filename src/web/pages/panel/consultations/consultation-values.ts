import type { ConsultationMode } from '../../../../shared/consultations';
import type {
  AvailabilityInput,
  ConsultationTypeInput,
} from '../../../../shared/consultation-setup';
import type {
  AdminConsultationType,
  AvailabilitySettings,
} from '../../../../shared/responses/admin-consultations';
import { typedNumber } from '../coupons/coupon-values';

export const MODE_OPTIONS: { value: ConsultationMode; label: string }[] = [
  { value: 'video', label: 'Videollamada' },
  { value: 'presencial', label: 'Presencial' },
  { value: 'telefono', label: 'Teléfono' },
];

export const modeLabel = (mode: ConsultationMode) =>
  MODE_OPTIONS.find((option) => option.value === mode)?.label ?? mode;

/** The type form's values, as typed. */
export type TypeValues = {
  title: string;
  description: string;
  durationMinutes: string;
  price: string;
  mode: ConsultationMode;
  active: boolean;
};

export const NEW_TYPE: TypeValues = {
  title: '',
  description: '',
  durationMinutes: '60',
  price: '',
  mode: 'video',
  active: true,
};

export const typeValues = (type: AdminConsultationType): TypeValues => ({
  title: type.title,
  description: type.description,
  durationMinutes: String(type.durationMinutes),
  price: String(type.price).replace('.', ','),
  mode: type.mode,
  active: type.active,
});

/** What the API takes; a number left empty goes as none, for the server to ask for it. */
export const typeBody = (values: TypeValues): ConsultationTypeInput => ({
  title: values.title,
  description: values.description,
  durationMinutes: typedNumber(values.durationMinutes) ?? Number.NaN,
  price: typedNumber(values.price) ?? Number.NaN,
  mode: values.mode,
  active: values.active,
});

/** The hours form's values: the numbers as typed. */
export type HoursValues = Omit<
  AvailabilitySettings,
  'minNoticeHours' | 'bufferMinutes' | 'horizonDays'
> & {
  minNoticeHours: string;
  bufferMinutes: string;
  horizonDays: string;
};

export const hoursValues = (settings: AvailabilitySettings): HoursValues => ({
  ...settings,
  minNoticeHours: String(settings.minNoticeHours),
  bufferMinutes: String(settings.bufferMinutes),
  horizonDays: String(settings.horizonDays),
});

export const hoursBody = (values: HoursValues): AvailabilityInput => ({
  weekly: values.weekly,
  daysOff: values.daysOff.filter((day) => day !== ''),
  openOnHolidays: values.openOnHolidays,
  minNoticeHours: typedNumber(values.minNoticeHours) ?? Number.NaN,
  bufferMinutes: typedNumber(values.bufferMinutes) ?? Number.NaN,
  horizonDays: typedNumber(values.horizonDays) ?? Number.NaN,
});
