import { useNavigate } from '../../navigation/navigation';
import { useUser } from '../../auth/session-context';
import { itemPath } from '../../components/course/course-paths';
import { VerifyAccountDialog } from '../../components/payments/VerifyAccountDialog';
import type { BuyItem } from './buy-item';
import { BuyerForm } from './BuyerForm';
import { BuyHeading } from './BuyHeading';
import { OrderSummary } from './OrderSummary';
import { companyOrder, useBuyerForm } from './use-buyer-form';
import { useCoupon } from './use-coupon';
import { useCompanyFields } from './use-company-fields';
import { useSeatsField } from './use-seats-field';
import { priceInForce } from '../../../shared/pricing';
import { useNow } from '../../lib/use-now';
import type { OwnedShare } from './use-owned-share';
import type { PayerData } from '../../../shared/responses/payments';

type BuyCheckoutProps = { item: BuyItem; share: OwnedShare; initial: PayerData };

/**
 * The buyer form beside the order summary (below it on phones). Someone who still has to verify
 * the e-mail is told so at once; closing that dialog goes back to the course's or route's page.
 */
export function BuyCheckout({ item, share, initial }: BuyCheckoutProps) {
  const user = useUser();
  const navigate = useNavigate();
  const now = useNow();
  const company = useCompanyFields();
  const seats = useSeatsField();
  const forSeats = item.kind === 'course';
  const coupon = useCoupon(item, companyOrder(company, seats));
  const { formId, form, place, submit, sending } = useBuyerForm(
    item,
    initial,
    coupon,
    company,
    seats,
  );
  const unitPrice = share.price ?? priceInForce(item, now);
  const seatCount = forSeats && company.wanted && seats.wanted ? seats.count : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BuyHeading title={item.title} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <BuyerForm
          id={formId}
          form={form}
          place={place}
          company={company}
          seats={forSeats ? { state: seats, unitPrice } : undefined}
          onSubmit={submit}
        />
        <OrderSummary
          item={item}
          share={share}
          formId={formId}
          sending={sending}
          coupon={coupon}
          seats={seatCount}
        />
      </div>
      <VerifyAccountDialog
        open={!user.status}
        onOpenChange={(open) => {
          if (!open) void navigate(itemPath(item), { replace: true });
        }}
      />
    </div>
  );
}
