import type { z } from 'zod';
import type { payerFields } from '../../../shared/payments';

type Payer = { [K in keyof typeof payerFields]: z.output<(typeof payerFields)[K]> };

/** The payer's fields of a form as a purchase's (or a subscription's) columns. */
export function payerColumns(input: Payer) {
  return {
    payerName: input.name,
    payerLastname: input.lastname,
    payerEmail: input.email,
    payerDocument: input.document,
    payerCountry: input.country,
    payerRegion: input.region,
    payerLocation: input.location,
  };
}
