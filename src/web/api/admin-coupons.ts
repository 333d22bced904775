import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput } from '../../shared/coupons';
import type { CouponAnswer, CouponsAnswer } from '../../shared/responses/coupons';
import { adminKeys } from './admin';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

const couponsKey = [...adminKeys.all, 'coupons'] as const;

/** The CSV of the coupons with their uses and revenue. */
export const COUPONS_CSV_HREF = '/api/admin/coupons/export.csv';

/** Every coupon, newest first, with its uses and revenue. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: () => apiRequest<CouponsAnswer>('/admin/coupons').then((answer) => answer.coupons),
    retry: retryServerErrors,
  });
}

/** Creates a coupon (no id) or saves one over an existing coupon, pausing included. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: number | null; coupon: CouponInput }) =>
      apiRequest<CouponAnswer>(id === null ? '/admin/coupons' : `/admin/coupons/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: coupon,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
