import { useState } from 'react';
import { itemField, type BuyItemRef } from '../../../shared/purchases';
import type { QuoteInput } from '../../../shared/coupons';
import type { QuoteAnswer } from '../../../shared/responses/coupons';
import { ApiError } from '../../api/client';
import { useQuote } from '../../api/payments';

/** A company's order, as a quote carries it: its company and its seats ('Compro para mi empresa'). */
type CompanyOrder = Pick<QuoteInput, 'company' | 'seats'>;

/**
 * The coupon of the buy page: what was typed, the price the server quoted with it once applied,
 * and the server's reason when it does not apply (shown under the field). A quote is for the
 * seats it was asked with: other seats typed since need the coupon applied again.
 */
export function useCoupon(item: BuyItemRef, order: CompanyOrder = {}) {
  const quote = useQuote();
  const [code, setCode] = useState('');
  const [quoted, setApplied] = useState<(QuoteAnswer & { seats?: number }) | null>(null);
  const [error, setError] = useState<string | undefined>();
  const applied = quoted && quoted.seats === order.seats ? quoted : null;

  const apply = () =>
    quote.mutate(
      { ...itemField(item), coupon: code, ...order },
      {
        onSuccess: (answer) => {
          setApplied(answer.coupon ? { ...answer, seats: order.seats } : null);
          setError(answer.coupon ? undefined : 'Escribí el código del cupón.');
        },
        onError: (failure) => {
          setApplied(null);
          setError(
            failure instanceof ApiError
              ? (failure.fieldMessage('coupon') ?? failure.message)
              : failure.message,
          );
        },
      },
    );

  const remove = () => {
    setApplied(null);
    setCode('');
    setError(undefined);
  };

  /** The checkout refused the coupon meanwhile (used up, paused): say so under the field. */
  const refused = (message: string) => {
    setApplied(null);
    setError(message);
  };

  const type = (next: string) => {
    setCode(next);
    setError(undefined);
  };

  return { code, type, applied, error, apply, remove, refused, checking: quote.isPending };
}

export type CouponState = ReturnType<typeof useCoupon>;
