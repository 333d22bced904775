import { Download, RotateCw } from 'lucide';
import { Link } from '../../../navigation/Link';
import { formatCalendarDate } from '../../../../shared/format-date';
import { useRetryInvoice, voucherPdfHref } from '../../../api/admin-consumer-law';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag, type StatusTone } from '../../../components/ui/StatusTag';
import { toastOutcome } from '../../../components/ui/toast';
import type { AdminInvoice } from '../../../../shared/responses/admin';

const STATES: Record<AdminInvoice['status'], { label: string; tone: StatusTone }> = {
  pending: { label: 'Pendiente', tone: 'warning' },
  issued: { label: 'Emitido', tone: 'success' },
  failed: { label: 'Con error', tone: 'error' },
  cancelled: { label: 'Anulado', tone: 'neutral' },
};

/** The voucher's state, and under it what ARCA answered the last time it refused. */
export function InvoiceState({ invoice }: { invoice: AdminInvoice }) {
  const { label, tone } = STATES[invoice.status];
  return (
    <span className="flex flex-col gap-1">
      <StatusTag tone={tone}>{label}</StatusTag>
      {invoice.lastError && invoice.status !== 'issued' && (
        <span className="text-xs break-words text-red-800">
          {invoice.lastError}
          {invoice.attempts > 1 && ` (${invoice.attempts} intentos)`}
        </span>
      )}
    </span>
  );
}

/** CAE and its due date once ARCA authorised the voucher. */
export function InvoiceCae({ invoice }: { invoice: AdminInvoice }) {
  if (!invoice.cae) return <>—</>;
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{invoice.cae}</span>
      {invoice.caeDueDate && (
        <span className="text-xs text-slate-600">
          vence el {formatCalendarDate(invoice.caeDueDate)}
        </span>
      )}
    </span>
  );
}

/** The purchase the voucher belongs to, linked to it in the purchases list. */
export function InvoicePurchase({ invoice }: { invoice: AdminInvoice }) {
  const { purchase } = invoice;
  return (
    <span className="flex flex-col">
      <Link
        to={`/panel/purchases?search=${encodeURIComponent(purchase.id)}`}
        className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {purchase.courseTitle}
      </Link>
      <span className="text-xs break-words text-slate-600">
        {purchase.payerName} · {purchase.payerEmail}
      </span>
    </span>
  );
}

/** 'Descargar PDF' for an authorised voucher; 'Reintentar' for one still without CAE. */
export function InvoiceActions({ invoice }: { invoice: AdminInvoice }) {
  const retry = useRetryInvoice();
  if (invoice.status === 'issued') {
    return (
      <a
        href={voucherPdfHref(invoice)}
        download
        className={buttonClasses('outline', undefined, 'sm')}
      >
        <Icon node={Download} className="size-4" aria-hidden="true" />
        Descargar PDF<span className="sr-only"> de {invoice.label}</span>
      </a>
    );
  }
  if (invoice.status === 'cancelled') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      loading={retry.isPending}
      onClick={() => retry.mutate(invoice.id, toastOutcome)}
    >
      <Icon node={RotateCw} className="size-4" aria-hidden="true" />
      Reintentar<span className="sr-only"> {invoice.label}</span>
    </Button>
  );
}
