import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import type { AdminCoupon } from '../../../../shared/responses/coupons';
import { useCatalogue } from '../../../api/courses';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';

type CouponListProps = {
  coupons: AdminCoupon[];
  onEdit: (coupon: AdminCoupon) => void;
  onToggle: (coupon: AdminCoupon) => void;
  /** The coupon being paused or resumed. */
  toggling: number | null;
};

export const discountLabel = (coupon: Pick<AdminCoupon, 'kind' | 'value'>) =>
  coupon.kind === 'percent' ? `${coupon.value} %` : formatPrice(coupon.value);

function validity(coupon: AdminCoupon): string {
  const from = coupon.validFrom ? `desde el ${formatDate(coupon.validFrom)}` : '';
  const to = coupon.validTo ? `hasta el ${formatDate(coupon.validTo)}` : '';
  const both = [from, to].filter(Boolean).join(' ');
  return both ? `Vale ${both}` : 'Sin vencimiento';
}

/** The coupons, one card each: code, discount, where and when it holds, uses and revenue. */
export function CouponList({ coupons, onEdit, onToggle, toggling }: CouponListProps) {
  const catalogue = useCatalogue();
  const titleOf = (id: number) =>
    catalogue.data?.find((course) => course.id === id)?.title ?? `Curso ${id}`;
  return (
    <ul className="flex flex-col gap-3">
      {coupons.map((coupon) => (
        <li
          key={coupon.id}
          aria-label={`Cupón ${coupon.code}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-brand-900">
              <span className="font-mono">{coupon.code}</span> · {discountLabel(coupon)} de
              descuento
            </p>
            <p className="text-sm text-slate-700">
              {coupon.courseIds.length
                ? coupon.courseIds.map(titleOf).join(', ')
                : 'Todos los cursos'}
            </p>
            <p className="text-sm text-slate-600">
              {validity(coupon)}
              {coupon.onePerPerson ? ' · Una vez por persona' : ''}
            </p>
            <p className="text-sm text-slate-800">
              Usos: {coupon.uses}
              {coupon.maxUses !== null ? ` de ${coupon.maxUses}` : ''} · Ingresos:{' '}
              {formatPrice(coupon.revenue)}
            </p>
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end">
            {coupon.active ? (
              <StatusTag tone="success">Activo</StatusTag>
            ) : (
              <StatusTag tone="neutral">Pausado</StatusTag>
            )}
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onEdit(coupon)}>
                Editar
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={toggling === coupon.id}
                onClick={() => onToggle(coupon)}
              >
                {coupon.active ? 'Pausar' : 'Reanudar'}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
