import type { CouponInput } from '../../../../shared/coupons';
import type { CouponKind } from '../../../../shared/coupon-kinds';
import type { AdminCoupon } from '../../../../shared/responses/coupons';

/** The coupon form's values: text as typed, days as the date inputs give them (aaaa-mm-dd). */
export type CouponValues = {
  code: string;
  kind: CouponKind;
  value: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  courseIds: number[];
  onePerPerson: boolean;
  active: boolean;
};

export const NEW_COUPON: CouponValues = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  courseIds: [],
  onePerPerson: true,
  active: true,
};

const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The Argentine calendar day of an instant, as a date input takes it. */
const dayOf = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10) : '';

export function couponValues(coupon: AdminCoupon): CouponValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value).replace('.', ','),
    validFrom: dayOf(coupon.validFrom),
    validTo: dayOf(coupon.validTo),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    courseIds: coupon.courseIds,
    onePerPerson: coupon.onePerPerson,
    active: coupon.active,
  };
}

/** A number as typed in Argentina (a decimal comma, thousands with dots); empty is none. */
export const typedNumber = (text: string) =>
  text.trim() === '' ? null : Number(text.trim().replace(/\./g, '').replace(',', '.'));

/**
 * What the API takes: the days from the start of the first (00:00) to the end of the last
 * (23:59:59) in Argentine time.
 */
export function couponBody(values: CouponValues): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    value: typedNumber(values.value) ?? Number.NaN,
    validFrom: values.validFrom ? `${values.validFrom}T00:00:00-03:00` : null,
    validTo: values.validTo ? `${values.validTo}T23:59:59-03:00` : null,
    maxUses: typedNumber(values.maxUses),
    courseIds: values.courseIds,
    onePerPerson: values.onePerPerson,
    active: values.active,
  };
}

/** The coupon as it is, paused or resumed. */
export const toggledCoupon = (coupon: AdminCoupon): CouponInput => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  maxUses: coupon.maxUses,
  courseIds: coupon.courseIds,
  onePerPerson: coupon.onePerPerson,
  active: !coupon.active,
});
