import { formatPrice } from '../../../../shared/money';
import { COUPONS_CSV_HREF, useAdminCoupons } from '../../../api/admin-coupons';
import { counted } from '../../../lib/plural';
import { Link } from '../../../navigation/Link';
import { ChartCard } from '../charts/ChartCard';
import { RankedBars } from '../charts/RankedBars';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { AdminCoupon } from '../../../../shared/responses/coupons';

/** How many coupons the dashboard lists; 'Cupones' has them all. */
const SHOWN = 8;

function CouponRanking({ coupons }: { coupons: AdminCoupon[] }) {
  const used = coupons
    .filter((coupon) => coupon.uses > 0)
    .sort((a, b) => b.revenue - a.revenue || b.uses - a.uses);
  if (used.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Todavía no se usó ningún cupón en una compra aprobada.
      </p>
    );
  }
  return (
    <RankedBars
      label="Usos e ingresos por cupón"
      rows={used.slice(0, SHOWN).map((coupon) => ({
        key: String(coupon.id),
        label: coupon.code,
        detail: `${counted(coupon.uses, 'uso', 'usos')} · ${formatPrice(coupon.revenue)}`,
        value: coupon.revenue,
      }))}
    />
  );
}

/** The coupons that brought the most revenue, with their approved uses. */
export function CouponReport() {
  const query = useAdminCoupons();
  return (
    <ChartCard
      title="Cupones"
      description={
        <>
          Usos en compras aprobadas e ingresos de cada cupón, los que más recaudaron primero.{' '}
          <Link to="/panel/coupons" className="font-medium text-brand-700 underline">
            Ver todos los cupones
          </Link>
        </>
      }
      actions={<CsvLink href={COUPONS_CSV_HREF} of="de los cupones" />}
    >
      <ReportState query={query}>{(coupons) => <CouponRanking coupons={coupons} />}</ReportState>
    </ChartCard>
  );
}
