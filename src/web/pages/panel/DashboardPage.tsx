import { useAdminStats } from '../../api/admin';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { CheckoutRecovery } from './dashboard/CheckoutRecovery';
import { KeyFigures } from './dashboard/KeyFigures';
import { ReviewNotice } from './dashboard/ReviewNotice';
import { SalesChart } from './dashboard/SalesChart';
import { SectionLinks } from './dashboard/SectionLinks';
import { Unanswered } from './dashboard/Unanswered';
import { PanelPage } from './PanelPage';
import { SalesReports } from './reports/SalesReports';

function SalesOverview() {
  const { data: stats, isPending, isError } = useAdminStats();
  if (isPending) return <ListSkeleton rows={4} />;
  if (isError) {
    return (
      <LoadError>
        Ocurrió un error al obtener las estadísticas. Intente de nuevo más tarde.
      </LoadError>
    );
  }
  return (
    <>
      <ReviewNotice count={stats.needsReview} />
      <KeyFigures stats={stats} />
      <SalesChart days={stats.days} />
      <CheckoutRecovery />
    </>
  );
}

/**
 * /panel: the sales of the last 30 days at a glance, the sales reports, and the way to each part
 * of the panel.
 */
export default function DashboardPage() {
  return (
    <PanelPage heading="Resumen">
      <Unanswered />
      <SalesOverview />
      <SalesReports />
      <SectionLinks />
    </PanelPage>
  );
}
