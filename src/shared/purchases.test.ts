import { describe, expect, it } from 'vitest';
import { checkoutIsOf, itemField, pendingPaymentOf, purchaseIsOf } from './purchases';
import type { PurchaseRecord } from './responses/payments';

const purchase = (fields: Partial<PurchaseRecord>): PurchaseRecord => ({
  id: 'p1',
  status: 'pending',
  operationId: '123',
  amount: 100,
  currency: 'ARS',
  listPrice: 100,
  discount: 0,
  coupon: null,
  course: { id: 7, slug: 'iva', title: 'IVA' },
  bookingId: null,
  bundleId: null,
  seats: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  approvedAt: null,
  duplicate: false,
  invoiceUrl: null,
  creditNoteUrl: null,
  checkoutUrl: null,
  ...fields,
});

describe('what a purchase or a checkout is for', () => {
  it('names a course by courseId and a bundle by bundleId', () => {
    expect(itemField({ kind: 'course', id: 3 })).toEqual({ courseId: 3 });
    expect(itemField({ kind: 'bundle', id: 3 })).toEqual({ bundleId: 3 });
  });

  it('never takes a bundle purchase for the course of the same id, nor the other way', () => {
    const ofBundle = purchase({ bundleId: 7, course: { id: 7, slug: 'ruta', title: 'Ruta' } });
    expect(purchaseIsOf(ofBundle, { kind: 'bundle', id: 7 })).toBe(true);
    expect(purchaseIsOf(ofBundle, { kind: 'course', id: 7 })).toBe(false);
    expect(purchaseIsOf(purchase({}), { kind: 'bundle', id: 7 })).toBe(false);
    expect(purchaseIsOf(purchase({}), { kind: 'course', id: 7 })).toBe(true);
  });

  it('matches an open checkout by the id of its kind', () => {
    const checkout = { courseId: null, bundleId: 4 };
    expect(checkoutIsOf(checkout, { kind: 'bundle', id: 4 })).toBe(true);
    expect(checkoutIsOf(checkout, { kind: 'course', id: 4 })).toBe(false);
  });

  it('finds only a pending payment of the item', () => {
    const approved = purchase({ id: 'a', status: 'approved', bundleId: 2 });
    const pending = purchase({ id: 'b', bundleId: 2 });
    expect(pendingPaymentOf([approved, pending], { kind: 'bundle', id: 2 })?.id).toBe('b');
    expect(pendingPaymentOf([approved], { kind: 'bundle', id: 2 })).toBeUndefined();
  });
});
