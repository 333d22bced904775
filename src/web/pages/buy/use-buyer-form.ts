import { useId, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { DEFAULT_COUNTRY } from '../../../shared/geo';
import { itemField, type BuyItemRef } from '../../../shared/purchases';
import { useCreateOrder } from '../../api/payments';
import { useApiForm } from '../../lib/use-api-form';
import { ApiError } from '../../api/client';
import type { CompanyFieldsState } from './use-company-fields';
import type { SeatsFieldState } from './use-seats-field';
import type { CouponState } from './use-coupon';
import { usePlaceFields } from './use-place-fields';
import type { PublicUser } from '../../../shared/responses/auth';
import type { PayerData } from '../../../shared/responses/payments';

/**
 * The data of the last purchase, or else the account's name in Argentina; the e-mail is always
 * the account's as it is now (the receipt goes there), whatever the last purchase used.
 */
export function initialBuyer(user: PublicUser, lastPayer: PayerData | null | undefined): PayerData {
  const fromAccount = {
    name: user.name,
    lastname: user.lastname,
    document: '',
    country: DEFAULT_COUNTRY,
    region: '',
    location: '',
  };
  return { ...(lastPayer ?? fromAccount), email: user.email };
}

/**
 * The buyer form of one course or bundle; sending it opens the order (with the coupon applied, if any) and
 * leaves for the checkout. `formId` goes on the <form>, so that 'Pagar', outside it, can submit it.
 */
export function useBuyerForm(
  item: BuyItemRef,
  initial: PayerData,
  coupon: Pick<CouponState, 'applied' | 'refused'>,
  company: CompanyFieldsState,
  seats: SeatsFieldState,
) {
  const formId = useId();
  const form = useApiForm(initial);
  const place = usePlaceFields(form);
  const order = useCreateOrder();

  // On phones 'Pagar' sits below the form: take the buyer to the first field to fix.
  const focusFirstError = () =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const refused = (error: Error) => {
    const couponRefused = error instanceof ApiError ? error.fieldMessage('coupon') : undefined;
    if (couponRefused) {
      coupon.refused(couponRefused);
      return;
    }
    flushSync(() => {
      const underCompany = [company.showError(error), seats.showError(error)].some(Boolean);
      form.showError(error, underCompany ? () => {} : undefined);
    });
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A CUIT with a wrong check digit is told at once; the server checks it again.
    if (!flushSync(company.checked)) {
      focusFirstError();
      return;
    }
    const code = coupon.applied?.coupon ?? undefined;
    order.mutate(
      { ...itemField(item), ...form.values, coupon: code, ...companyOrder(company, seats) },
      { onError: refused },
    );
  };

  // Still busy after success: the browser is on its way to the checkout.
  return { formId, form, place, submit, sending: order.isPending || order.isSuccess };
}

/** The order's company and, when 'Compro para mi empresa' is ticked, its seats. */
export const companyOrder = (company: CompanyFieldsState, seats: SeatsFieldState) => ({
  company: company.company,
  ...(company.wanted && seats.seats !== undefined ? { seats: seats.seats } : {}),
});
