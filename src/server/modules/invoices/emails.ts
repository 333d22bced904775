import { BRAND } from '../../../shared/brand';
import { formatPrice } from '../../../shared/money';
import type { Config } from '../../config';
import type { invoices, purchases } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { details, link, paragraph } from '../../mail/layout/blocks';
import { VOUCHER_NAMES } from './voucher';

/** pdf-lib and its fonts load with the first PDF, not when the site starts. */
const pdfRenderer = () => import('./pdf');

type InvoiceRow = typeof invoices.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** '11-00001-00000042': voucher type, point of sale and number, as the file name. */
export const voucherFileName = (invoice: InvoiceRow) =>
  `${VOUCHER_NAMES[invoice.voucherType]!.name.replaceAll(' ', '-')}-${VOUCHER_NAMES[invoice.voucherType]!.letter}-${pad(invoice.pointOfSale, 5)}-${pad(invoice.number ?? 0, 8)}.pdf`;

/** The authorised voucher for the buyer, with its PDF attached. */
export async function invoiceEmail(
  config: Config,
  invoice: InvoiceRow,
  purchase: PurchaseRow,
  associated?: InvoiceRow,
): Promise<MailMessage> {
  const kind = VOUCHER_NAMES[invoice.voucherType]!;
  const what = `${kind.name} ${kind.letter} ${pad(invoice.pointOfSale, 5)}-${pad(invoice.number ?? 0, 8)}`;
  const pdf = await (
    await pdfRenderer()
  ).renderVoucherPdf(config.arca!, invoice, purchase, associated);
  return {
    to: purchase.payerEmail,
    subject: `${kind.name} de tu compra: ${purchase.courseTitle}`,
    body: [
      paragraph(`Hola, ${purchase.payerName}:`),
      paragraph(
        kind.name === 'Factura'
          ? `Te enviamos la factura electrónica de tu compra de "${purchase.courseTitle}". Va adjunta en PDF.`
          : `Te enviamos la nota de crédito que anula la factura de tu compra de "${purchase.courseTitle}". Va adjunta en PDF.`,
      ),
      details([
        ['Comprobante', what],
        ['Importe', formatPrice(invoice.total)],
        ['CAE', invoice.cae ?? '—'],
      ]),
      paragraph(
        'También podés descargarla desde ',
        link(`${config.appUrl}/account/purchases`, 'Mis compras'),
        '.',
      ),
    ],
    text: [
      `Hola, ${purchase.payerName}:`,
      '',
      kind.name === 'Factura'
        ? `Te enviamos la factura electrónica de tu compra de "${purchase.courseTitle}".`
        : `Te enviamos la nota de crédito que anula la factura de tu compra de "${purchase.courseTitle}".`,
      '',
      `  Comprobante: ${what}`,
      `  Importe:     ${formatPrice(invoice.total)}`,
      `  CAE:         ${invoice.cae}`,
      '',
      `También podés descargarla desde ${config.appUrl}/account/purchases.`,
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
    attachments: [
      { filename: voucherFileName(invoice), content: pdf, contentType: 'application/pdf' },
    ],
  };
}
