import { FileDown } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import type { PurchaseRecord } from '../../../shared/responses/payments';

const LINK =
  'inline-flex w-fit items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The purchase's invoice and credit note as PDF downloads, once ARCA authorised them. */
export function VoucherLinks({ purchase }: { purchase: PurchaseRecord }) {
  const vouchers = [
    { label: 'Factura', href: purchase.invoiceUrl },
    { label: 'Nota de crédito', href: purchase.creditNoteUrl },
  ].filter((voucher): voucher is { label: string; href: string } => voucher.href !== null);
  if (vouchers.length === 0) return <>—</>;
  return (
    <span className="flex flex-col gap-1">
      {vouchers.map((voucher) => (
        <a key={voucher.label} href={voucher.href} download className={LINK}>
          <Icon node={FileDown} className="size-4 shrink-0" aria-hidden="true" />
          {voucher.label}
          <span className="sr-only"> de {purchase.course.title} (PDF)</span>
        </a>
      ))}
    </span>
  );
}
