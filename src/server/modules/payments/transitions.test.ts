import { describe, expect, it } from 'vitest';
import type { ProviderPayment } from './providers/types';
import { decide, purchaseStatusOf } from './transitions';

const pending = {
  status: 'pending' as const,
  statusDetail: null,
  paymentId: null,
  amount: 15000,
  currency: 'ARS',
  reviewReason: null,
};
/** Nothing else known: the buyer does not have the course, the payment is new. */
const facts = { owned: false, knownDuplicate: false };
const payment = (overrides: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: '1001',
  status: 'approved',
  statusDetail: 'accredited',
  externalReference: 'ref',
  amount: 15000,
  currency: 'ARS',
  approvedAt: new Date('2026-11-20T12:00:00Z'),
  ...overrides,
});

describe('what a payment does to a purchase', () => {
  it('maps every MercadoPago status, undecided ones to pending', () => {
    expect(
      ['in_process', 'authorized', 'in_mediation', 'pending', 'nuevo'].map(purchaseStatusOf),
    ).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(purchaseStatusOf('charged_back')).toBe('charged_back');
  });

  it('approves and grants once; the same payment again changes nothing', () => {
    expect(decide(pending, payment())).toMatchObject({
      kind: 'update',
      status: 'approved',
      grant: true,
    });
    const approved = {
      ...pending,
      status: 'approved' as const,
      statusDetail: 'accredited',
      paymentId: '1001',
    };
    expect(decide(approved, payment())).toEqual({ kind: 'none' });
  });

  it('sends an approved payment of another amount or currency to review, once', () => {
    const short = decide(pending, payment({ amount: 1500 }));
    expect(short).toMatchObject({ kind: 'review' });
    expect(decide(pending, payment({ currency: 'USD' }))).toMatchObject({ kind: 'review' });
    const flagged = { ...pending, reviewReason: short.kind === 'review' ? short.reason : '' };
    expect(decide(flagged, payment({ amount: 1500 }))).toEqual({ kind: 'none' });
  });

  it('revokes on refund or chargeback of the approved payment, not of one never approved', () => {
    const approved = { ...pending, status: 'approved' as const, paymentId: '1001' };
    expect(
      decide(approved, payment({ status: 'refunded', statusDetail: 'refunded' })),
    ).toMatchObject({
      kind: 'update',
      status: 'refunded',
      revoke: true,
    });
    expect(decide(approved, payment({ status: 'charged_back' }))).toMatchObject({ revoke: true });
    const rejected = { ...pending, status: 'rejected' as const, paymentId: '1001' };
    expect(decide(rejected, payment({ status: 'refunded' }))).toMatchObject({ revoke: false });
  });

  it('keeps the access of an approved purchase while its payment is disputed', () => {
    const approved = { ...pending, status: 'approved' as const, paymentId: '1001' };
    expect(decide(approved, payment({ status: 'in_mediation' }))).toMatchObject({ kind: 'note' });
  });

  it('moves to a retried payment only when it gets further', () => {
    const rejected = { ...pending, status: 'rejected' as const, paymentId: '1001' };
    expect(decide(rejected, payment({ id: '1002' }))).toMatchObject({
      kind: 'update',
      paymentId: '1002',
      grant: true,
    });
    const waiting = { ...pending, paymentId: '1001', statusDetail: 'pending_waiting_payment' };
    expect(decide(waiting, payment({ id: '1002', status: 'rejected' }))).toMatchObject({
      kind: 'note',
    });
  });

  it('refunds a second approved payment of a paid purchase on its own', () => {
    const approved = { ...pending, status: 'approved' as const, paymentId: '1001' };
    expect(decide(approved, payment({ id: '1002' }), facts)).toEqual({
      kind: 'duplicate',
      paymentId: '1002',
      settle: false,
    });
    expect(decide(approved, payment({ id: '1003', status: 'rejected' }), facts)).toMatchObject({
      kind: 'note',
    });
  });

  it('refunds the approved payment of a course the buyer already has, closing its purchase', () => {
    const owned = { owned: true, knownDuplicate: false };
    expect(decide(pending, payment(), owned)).toEqual({
      kind: 'duplicate',
      paymentId: '1001',
      settle: true,
    });
    // A cash voucher of this checkout, approved after the course came through another one.
    const waiting = { ...pending, paymentId: '1001', statusDetail: 'pending_waiting_payment' };
    expect(decide(waiting, payment(), owned)).toMatchObject({ kind: 'duplicate', settle: true });
    // Not approved: nothing to give back.
    expect(decide(pending, payment({ status: 'rejected' }), owned)).toMatchObject({
      kind: 'update',
      status: 'rejected',
    });
  });

  it('leaves a duplicate payment alone once recorded, and a late notice of a settled one too', () => {
    const approved = { ...pending, status: 'approved' as const, paymentId: '1001' };
    const recorded = { owned: true, knownDuplicate: true };
    expect(decide(approved, payment({ id: '1002' }), recorded)).toEqual({ kind: 'none' });
    expect(decide(approved, payment({ id: '1002', status: 'refunded' }), recorded)).toEqual({
      kind: 'none',
    });
    const refunded = { ...pending, status: 'refunded' as const, paymentId: '1001' };
    expect(decide(refunded, payment(), { owned: true, knownDuplicate: false })).toEqual({
      kind: 'none',
    });
  });

  it('asks a person about a payment of a purchase refunded before, the course no longer owned', () => {
    const refunded = { ...pending, status: 'refunded' as const, paymentId: '1001' };
    expect(decide(refunded, payment({ id: '1002' }), facts)).toMatchObject({ kind: 'review' });
  });

  it('takes a payment of a checkout that expired unpaid', () => {
    const abandoned = { ...pending, status: 'abandoned' as const };
    expect(decide(abandoned, payment(), facts)).toMatchObject({
      kind: 'update',
      status: 'approved',
      grant: true,
    });
  });
});
