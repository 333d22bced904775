import { PurchaseCourseLink } from '../../../components/payments/PurchaseCourseLink';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts } from '../../../components/ui/RowTable';
import { PayerDataButton, PurchaseState } from './PurchaseCells';
import { PURCHASE_COLUMNS } from './PurchaseTable';
import type { AdminPurchase } from '../../../../shared/responses/admin';

const { date, buyer, amount, operation } = PURCHASE_COLUMNS;
const FACTS = [date, buyer, amount, operation];

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
          <CardFacts facts={cellFacts(purchase, FACTS)} />
          <div>
            <PayerDataButton purchase={purchase} onShow={onShow} />
          </div>
        </>
      )}
    </CardList>
  );
}
