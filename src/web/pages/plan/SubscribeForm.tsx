import { usePurchaseHistory } from '../../api/payments';
import { useUser } from '../../auth/session-context';
import { Button } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { PayerFields } from '../buy/PayerFields';
import { initialBuyer } from '../buy/use-buyer-form';
import type { PayerData } from '../../../shared/responses/payments';
import { useSubscribeForm } from './use-subscribe-form';

const TITLE = 'Datos del suscriptor';

type SubscribeFormProps = { submitLabel?: string };

/** The payer's fields, as on the buy form; each month's receipt and invoice carry them. */
function PayerForm({ initial, submitLabel }: SubscribeFormProps & { initial: PayerData }) {
  const { form, place, submit, sending } = useSubscribeForm(initial);
  return (
    <form onSubmit={submit} noValidate aria-label={TITLE} className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-brand-900">{TITLE}</h3>
      <PayerFields form={form} place={place} />
      <p className="text-sm text-slate-600">
        Vas a autorizar el cobro mensual en MercadoPago. Podés cancelarlo cuando quieras.
      </p>
      <Button type="submit" variant="accent" loading={sending}>
        {submitLabel ?? 'Suscribirme'}
      </Button>
    </form>
  );
}

/**
 * 'Suscribirme' for someone signed in: the form starts from the payer of their last purchase,
 * or from the account's name.
 */
export default function SubscribeForm({ submitLabel }: SubscribeFormProps) {
  const user = useUser();
  const history = usePurchaseHistory();
  if (history.isPending) return <ListSkeleton />;
  return (
    <PayerForm initial={initialBuyer(user, history.data?.lastPayer)} submitLabel={submitLabel} />
  );
}
