import { formatDate } from '../../../shared/format-date';
import { PaidAmount } from '../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../components/payments/PurchaseCourseLink';
import { PurchaseStatusTag } from '../../components/payments/PurchaseStatusTag';
import { CardFacts } from '../../components/ui/CardFacts';
import { CardList } from '../../components/ui/CardList';
import { ArrepentimientoOf, type PurchaseListProps } from './PurchaseArrepentimiento';
import { VoucherLinks } from './VoucherLinks';
import { SeatsLink } from './company/SeatsLink';
import type { PurchaseRecord } from '../../../shared/responses/payments';

const facts = (purchase: PurchaseRecord) => [
  { label: 'Fecha', value: formatDate(purchase.createdAt) },
  { label: 'Importe', value: <PaidAmount purchase={purchase} /> },
  { label: 'N.º de operación', value: purchase.operationId ?? '—' },
  { label: 'Comprobantes', value: <VoucherLinks purchase={purchase} /> },
];

/** The purchase history as one card a purchase, for phones and narrow windows. */
export function PurchaseCards({ purchases, arrepentimientos }: PurchaseListProps) {
  return (
    <CardList label="Tus compras" items={purchases}>
      {(purchase) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div>
              <PurchaseCourseLink course={purchase.course} bundleId={purchase.bundleId} />
              <SeatsLink purchase={purchase} />
            </div>
            <PurchaseStatusTag status={purchase.status} />
          </div>
          <CardFacts facts={facts(purchase)} />
          <ArrepentimientoOf purchase={purchase} arrepentimientos={arrepentimientos} />
        </>
      )}
    </CardList>
  );
}
