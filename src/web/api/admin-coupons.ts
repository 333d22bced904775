import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput } from '../../shared/coupons';
import * as routes from '../../shared/contracts/admin-coupons';
import { adminKeys } from './admin';
import { apiHref, call } from './call';
import { retryServerErrors } from './courses';

const couponsKey = [...adminKeys.all, 'coupons'] as const;

/** The CSV of the coupons with their uses and revenue. */
export const COUPONS_CSV_HREF = apiHref(routes.couponsCsv);

/** Every coupon, newest first, with its uses and revenue. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: () => call(routes.listCoupons).then((answer) => answer.coupons),
    retry: retryServerErrors,
  });
}

/** Creates a coupon (no id) or saves one over an existing coupon, pausing included. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: number | null; coupon: CouponInput }) =>
      id === null
        ? call(routes.createCoupon, { body: coupon })
        : call(routes.updateCoupon, { params: { id }, body: coupon }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
