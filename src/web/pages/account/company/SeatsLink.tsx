import { seatsWord } from '../../../../shared/seats';
import type { PurchaseRecord } from '../../../../shared/responses/payments';
import { TextLink } from '../../../components/ui/TextLink';

/** Under a company purchase in the history: how many seats, and where they are assigned. */
export function SeatsLink({ purchase }: { purchase: Pick<PurchaseRecord, 'seats'> }) {
  if (purchase.seats === null) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {seatsWord(purchase.seats)} ·{' '}
      <TextLink to="/account/company">Asignalas en Mi empresa</TextLink>
    </p>
  );
}
