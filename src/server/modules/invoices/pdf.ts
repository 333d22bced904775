import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { IVA_CONDITION_LABELS } from '../../../shared/iva-conditions';
import { formatPrice, roundToCents } from '../../../shared/money';
import type { ArcaConfig } from '../../config';
import type { invoices, purchases } from '../../db/schema';
import { drawQr } from '../../pdf/draw-qr';
import { countryName } from '../geo/countries';
import { qrUrl } from './qr';
import { soldItem, soldQuantity } from './sold-item';
import {
  DOC_TYPE_NAMES,
  MONOTRIBUTO_A_LEGEND,
  RECEIVER_CONDITIONS,
  splitTotal,
  VOUCHER_NAMES,
} from './voucher';

type InvoiceRow = typeof invoices.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.07, 0.13, 0.25);
const MUTED = rgb(0.35, 0.39, 0.45);
const LINE = rgb(0.75, 0.78, 0.83);

const ddmmyyyy = (yyyymmdd: string) =>
  `${yyyymmdd.slice(6, 8)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(0, 4)}`;
const isoDay = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

type WriteOptions = {
  size?: number;
  bold?: boolean;
  color?: typeof INK;
  align?: 'left' | 'center' | 'right';
  maxWidth?: number;
  /** Wrap at spaces onto as many lines as this, each below the last, within `maxWidth`. */
  lines?: number;
};

/** The distance from one line of wrapped text to the next, for its size. */
const leading = (size: number) => size * 1.25;

/**
 * Splits text into at most `most` lines that `fits`, at spaces; what still does not fit is
 * shortened at the end of the last line.
 */
function wrap(text: string, fits: (line: string) => boolean, most: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (lines.length < most - 1 && !fits(rest)) {
    const words = rest.split(' ');
    let line = words.shift()!;
    while (words.length > 0 && fits(`${line} ${words[0]}`)) line = `${line} ${words.shift()}`;
    // A single word wider than the column: it is shortened below instead.
    if (!fits(line)) break;
    lines.push(line);
    rest = words.join(' ');
  }
  // Long data (an address, a course title) is shortened rather than drawn over its neighbours.
  while (rest.length > 1 && !fits(rest)) rest = `${rest.slice(0, -2)}…`;
  return [...lines, rest];
}

/**
 * Writes text, leaving out what the standard font cannot draw (it would throw); returns how
 * many lines it took.
 */
function writer(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text].map((char) => (drawable.has(char.codePointAt(0)!) ? char : '?')).join('');
  return (text: string, x: number, y: number, options: WriteOptions = {}) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 9;
    const fits = (value: string) =>
      !options.maxWidth || font.widthOfTextAtSize(value, size) <= options.maxWidth;
    const lines = wrap(clean(text), fits, options.lines ?? 1);
    lines.forEach((value, index) => {
      const width = font.widthOfTextAtSize(value, size);
      const left =
        options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
      const top = y - index * leading(size);
      page.drawText(value, { x: left, y: top, size, font, color: options.color ?? INK });
    });
    return lines.length;
  };
}

/**
 * The printable voucher (RG 1415 and RG 4291): issuer and buyer data, the letter and code of
 * the voucher, the item, the totals — the IVA broken out on a Factura A, Ley 27.743's 'IVA
 * contenido' on a Factura B —, the CAE with its due date, and ARCA's QR code.
 */
export async function renderVoucherPdf(
  arca: ArcaConfig,
  invoice: InvoiceRow,
  purchase: PurchaseRow,
  associated?: InvoiceRow,
): Promise<Buffer> {
  if (invoice.status !== 'issued' || !invoice.number || !invoice.voucherDate || !invoice.cae) {
    throw new Error('only an authorised voucher has a PDF');
  }
  const kind = VOUCHER_NAMES[invoice.voucherType]!;
  const doc = await PDFDocument.create();
  doc.setTitle(
    `${kind.name} ${kind.letter} ${pad(invoice.pointOfSale, 5)}-${pad(invoice.number, 8)}`,
  );
  doc.setAuthor(arca.issuer.name);
  const page = doc.addPage([A4.width, A4.height]);
  const write = writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const right = A4.width - MARGIN;
  let y = A4.height - MARGIN;

  // Header: issuer on the left, the voucher on the right, the letter box between them.
  page.drawRectangle({
    x: MARGIN,
    y: y - 120,
    width: right - MARGIN,
    height: 120,
    borderColor: LINE,
    borderWidth: 1,
  });
  const middle = A4.width / 2;
  page.drawRectangle({
    x: middle - 22,
    y: y - 46,
    width: 44,
    height: 46,
    borderColor: INK,
    borderWidth: 1,
    color: rgb(1, 1, 1),
  });
  write(kind.letter, middle, y - 30, { size: 26, bold: true, align: 'center' });
  write(`COD. ${kind.code}`, middle, y - 42, { size: 7, align: 'center' });
  const leftColumn = middle - 30 - (MARGIN + 10);
  write(arca.issuer.name, MARGIN + 10, y - 24, { size: 13, bold: true, maxWidth: leftColumn });
  write(`Domicilio comercial: ${arca.issuer.address}`, MARGIN + 10, y - 44, {
    maxWidth: leftColumn,
  });
  write(
    `Condición frente al IVA: ${arca.taxCondition === 'monotributo' ? 'Responsable Monotributo' : 'IVA Responsable Inscripto'}`,
    MARGIN + 10,
    y - 58,
    { maxWidth: leftColumn },
  );
  write(kind.name.toUpperCase(), middle + 34, y - 24, { size: 14, bold: true });
  write(
    `Punto de venta: ${pad(invoice.pointOfSale, 5)}   Comp. Nro: ${pad(invoice.number, 8)}`,
    middle + 34,
    y - 44,
    { bold: true },
  );
  write(`Fecha de emisión: ${ddmmyyyy(invoice.voucherDate)}`, middle + 34, y - 58);
  write(`CUIT: ${arca.cuit}`, middle + 34, y - 72);
  write(`Ingresos Brutos: ${arca.issuer.grossIncome}`, middle + 34, y - 86);
  if (arca.issuer.activityStart) {
    write(
      `Inicio de actividades: ${ddmmyyyy(arca.issuer.activityStart.replaceAll('-', ''))}`,
      middle + 34,
      y - 100,
    );
  }
  y -= 138;

  write(
    `Período facturado desde: ${ddmmyyyy(invoice.voucherDate)}   hasta: ${ddmmyyyy(invoice.voucherDate)}   Vto. para el pago: ${ddmmyyyy(invoice.voucherDate)}`,
    MARGIN,
    y,
  );
  y -= 22;

  // Buyer: the company it was made out to, or the payer as a final consumer.
  const document =
    invoice.docType === 99
      ? 'Sin identificar'
      : `${DOC_TYPE_NAMES[invoice.docType]}: ${invoice.docNumber}`;
  const receiver = purchase.companyName
    ? `Razón social: ${purchase.companyName}`
    : `Apellido y nombre: ${purchase.payerLastname}, ${purchase.payerName}`;
  write(`${document}     ${receiver}`, MARGIN, y, { maxWidth: right - MARGIN });
  y -= 14;
  const condition = purchase.companyIvaCondition
    ? IVA_CONDITION_LABELS[purchase.companyIvaCondition]
    : 'Consumidor Final';
  write(
    `Condición frente al IVA: ${condition}     Condición de venta: Otros medios de pago electrónico`,
    MARGIN,
    y,
  );
  y -= 14;
  write(
    `Domicilio: ${purchase.payerLocation}, ${purchase.payerRegion}, ${countryName(purchase.payerCountry)}`,
    MARGIN,
    y,
  );
  y -= 14;
  if (associated?.number && associated.voucherDate) {
    const associatedKind = VOUCHER_NAMES[associated.voucherType]!;
    write(
      `Comprobante asociado: ${associatedKind.name} ${associatedKind.letter} ${pad(associated.pointOfSale, 5)}-${pad(associated.number, 8)} del ${ddmmyyyy(associated.voucherDate)}`,
      MARGIN,
      y,
      { bold: true },
    );
    y -= 14;
  }
  y -= 10;

  // The item.
  page.drawRectangle({
    x: MARGIN,
    y: y - 4,
    width: right - MARGIN,
    height: 18,
    color: rgb(0.93, 0.95, 0.98),
  });
  write('Código', MARGIN + 6, y, { bold: true });
  write('Producto / Servicio', MARGIN + 60, y, { bold: true });
  write('Cant.', right - 180, y, { bold: true, align: 'right' });
  write('Precio unit.', right - 90, y, { bold: true, align: 'right' });
  write('Subtotal', right - 6, y, { bold: true, align: 'right' });
  y -= 20;
  const item = soldItem(purchase);
  write(item.code, MARGIN + 6, y);
  // The whole course title (up to 120 characters) names what was sold: four lines hold it.
  const described = write(item.description, MARGIN + 60, y, {
    maxWidth: right - 240 - (MARGIN + 60),
    lines: 4,
  });
  // A coupon's discount: the list price, then the discount on a line of its own; the voucher's
  // total is what was paid. A Factura A states them without IVA, which it breaks out below.
  const broken = kind.letter === 'A';
  // A credit note of seats given back credits their share: so many seats, no coupon line.
  const partial = invoice.seatRefundId !== null;
  const discount = purchase.couponCode && !partial ? purchase.discount : 0;
  const listed = broken
    ? splitTotal(invoice.total + discount, 'responsable_inscripto').net
    : invoice.total + discount;
  const bonus = broken ? roundToCents(listed - invoice.net) : discount;
  const quantity = partial
    ? Math.max(1, Math.round((invoice.total * soldQuantity(purchase)) / purchase.amount))
    : soldQuantity(purchase);
  write(String(quantity), right - 180, y, { align: 'right' });
  write(formatPrice(roundToCents(listed / quantity)), right - 90, y, { align: 'right' });
  write(formatPrice(listed), right - 6, y, { align: 'right' });
  y -= (described - 1) * leading(9);
  if (discount > 0) {
    y -= 14;
    write(`Bonificación: cupón ${purchase.couponCode}`, MARGIN + 60, y);
    write(`-${formatPrice(bonus)}`, right - 6, y, { align: 'right' });
  }
  y -= 30;
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: right, y: y + 12 }, color: LINE });

  // Totals.
  const subtotals: [string, number][] = broken
    ? [
        ['Importe neto gravado:', invoice.net],
        ['IVA 21 %:', invoice.vat],
      ]
    : [['Subtotal:', invoice.total]];
  for (const [label, amount] of subtotals) {
    write(label, right - 120, y, { align: 'right' });
    write(formatPrice(amount), right - 6, y, { align: 'right' });
    y -= 14;
  }
  write('Importe otros tributos:', right - 120, y, { align: 'right' });
  write(formatPrice(0), right - 6, y, { align: 'right' });
  y -= 16;
  write('Importe total:', right - 120, y, { align: 'right', bold: true, size: 11 });
  write(formatPrice(invoice.total), right - 6, y, { align: 'right', bold: true, size: 11 });
  y -= 26;
  if (broken && invoice.receiverCondition === RECEIVER_CONDITIONS.monotributo) {
    write(MONOTRIBUTO_A_LEGEND, MARGIN, y, { maxWidth: right - MARGIN, lines: 3 });
  }
  if (invoice.vat > 0 && !broken) {
    write('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', MARGIN, y, { bold: true });
    y -= 14;
    write(
      `IVA contenido: ${formatPrice(invoice.vat)}     Otros impuestos nacionales indirectos: ${formatPrice(0)}`,
      MARGIN,
      y,
    );
  }

  // Authorisation and QR.
  const qrSize = 96;
  const qrY = MARGIN + 20;
  drawQr(
    page,
    qrUrl({
      ver: 1,
      fecha: isoDay(invoice.voucherDate),
      cuit: arca.cuit,
      ptoVta: invoice.pointOfSale,
      tipoCmp: invoice.voucherType,
      nroCmp: invoice.number,
      importe: invoice.total,
      moneda: 'PES',
      ctz: 1,
      ...(invoice.docType === 99
        ? {}
        : { tipoDocRec: invoice.docType, nroDocRec: Number(invoice.docNumber) }),
      tipoCodAut: 'E',
      codAut: Number(invoice.cae),
    }),
    { x: MARGIN, y: qrY, size: qrSize },
  );
  write('Comprobante Autorizado', MARGIN + qrSize + 16, qrY + 66, { bold: true, size: 11 });
  write(
    'Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación.',
    MARGIN + qrSize + 16,
    qrY + 50,
    { size: 7, color: MUTED },
  );
  write(`CAE N°: ${invoice.cae}`, right - 6, qrY + 30, { align: 'right', bold: true });
  write(
    `Fecha de Vto. de CAE: ${invoice.caeDueDate ? ddmmyyyy(invoice.caeDueDate) : '—'}`,
    right - 6,
    qrY + 16,
    { align: 'right' },
  );
  return Buffer.from(await doc.save());
}
