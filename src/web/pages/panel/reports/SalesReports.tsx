import { CouponReport } from './CouponReport';
import { FunnelReport } from './FunnelReport';
import { RevenueByCourse } from './RevenueByCourse';
import { RevenueByMonth } from './RevenueByMonth';

/** The dashboard's sales reports: revenue by month and by course, the funnel, and the coupons. */
export function SalesReports() {
  return (
    <>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <RevenueByMonth />
        <RevenueByCourse />
      </div>
      <FunnelReport />
      <CouponReport />
    </>
  );
}
