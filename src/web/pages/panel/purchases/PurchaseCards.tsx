import { formatDate } from '../../../../shared/format-date';
import { PaidAmount } from '../../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../../components/payments/PurchaseCourseLink';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { Buyer, PayerDataButton, PurchaseState } from './PurchaseCells';
import type { AdminPurchase } from '../../../../shared/responses/admin';

type PurchaseCardsProps = { purchases: AdminPurchase[]; onShow: (purchase: AdminPurchase) => void };

/** The purchases as one card each, for phones and narrow windows. */
export function PurchaseCards({ purchases, onShow }: PurchaseCardsProps) {
  return (
    <CardList label="Compras" items={purchases}>
      {(purchase) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <PurchaseCourseLink course={purchase.course} />
            <PurchaseState purchase={purchase} />
          </div>
          <CardFacts
            facts={[
              { label: 'Fecha', value: formatDate(purchase.createdAt) },
              { label: 'Comprador', value: <Buyer purchase={purchase} /> },
              { label: 'Importe', value: <PaidAmount purchase={purchase} /> },
              { label: 'N.º de operación', value: purchase.operationId ?? '—' },
            ]}
          />
          <div>
            <PayerDataButton purchase={purchase} onShow={onShow} />
          </div>
        </>
      )}
    </CardList>
  );
}
