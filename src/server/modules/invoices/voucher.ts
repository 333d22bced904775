import type { ArcaConfig } from '../../config';
import { roundToCents } from '../../../shared/money';
import type { BuyerIvaCondition } from '../../../shared/iva-conditions';
import type { purchases } from '../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

/** ARCA's voucher types, Factura and Nota de Crédito, by letter. */
export const VOUCHER_TYPES = {
  A: { invoice: 1, credit_note: 3 },
  B: { invoice: 6, credit_note: 8 },
  C: { invoice: 11, credit_note: 13 },
} as const;
export type VoucherLetter = keyof typeof VOUCHER_TYPES;

export const VOUCHER_NAMES: Record<number, { name: string; letter: VoucherLetter; code: string }> =
  {
    1: { name: 'Factura', letter: 'A', code: '001' },
    3: { name: 'Nota de Crédito', letter: 'A', code: '003' },
    6: { name: 'Factura', letter: 'B', code: '006' },
    8: { name: 'Nota de Crédito', letter: 'B', code: '008' },
    11: { name: 'Factura', letter: 'C', code: '011' },
    13: { name: 'Nota de Crédito', letter: 'C', code: '013' },
  };

/** ARCA's document types for the buyer. */
export const DOC_TYPES = { CUIT: 80, CUIL: 86, DNI: 96, NONE: 99 } as const;
export const DOC_TYPE_NAMES: Record<number, string> = {
  80: 'CUIT',
  86: 'CUIL',
  96: 'DNI',
  99: '—',
};

/** The receiver's Condición frente al IVA, as WSFEv1's CondicionIVAReceptorId (RG 5616). */
export const RECEIVER_CONDITIONS = {
  responsable_inscripto: 1,
  exento: 4,
  final_consumer: 5,
  monotributo: 6,
} as const;

/**
 * The letter of the firm's invoice to a buyer (RG 1415): a firm in the monotributo always issues
 * C. A Responsable Inscripto issues A to another Responsable Inscripto and, since RG 5003 (2021),
 * to a monotributista too; B to an exempt buyer and to final consumers.
 */
export function voucherLetter(
  firm: ArcaConfig['taxCondition'],
  buyer: BuyerIvaCondition | null,
): VoucherLetter {
  if (firm === 'monotributo') return 'C';
  return buyer === 'responsable_inscripto' || buyer === 'monotributo' ? 'A' : 'B';
}

/** What a Factura A to a monotributista must say of its IVA (RG 5003, Ley 27.618). */
export const MONOTRIBUTO_A_LEGEND =
  'El crédito fiscal discriminado en el presente comprobante, sólo podrá ser computado a efectos del Régimen de Sostenimiento e Inclusión Fiscal para Pequeños Contribuyentes de la Ley Nº 27.618.';

/**
 * Who a purchase's invoice is made out to: the company by its CUIT and condition when the buyer
 * gave one, else the payer as a final consumer by their document.
 */
export function voucherReceiver(
  purchase: Pick<
    PurchaseRow,
    'payerCountry' | 'payerDocument' | 'companyCuit' | 'companyIvaCondition'
  >,
): { docType: number; docNumber: string; receiverCondition: number } {
  if (purchase.companyCuit && purchase.companyIvaCondition) {
    return {
      docType: DOC_TYPES.CUIT,
      docNumber: purchase.companyCuit,
      receiverCondition: RECEIVER_CONDITIONS[purchase.companyIvaCondition],
    };
  }
  const document = buyerDocument(purchase.payerCountry, purchase.payerDocument);
  return {
    docType: document.type,
    docNumber: document.number,
    receiverCondition: RECEIVER_CONDITIONS.final_consumer,
  };
}
/** Concepto: Servicios (a course), which asks for the service period and a payment due date. */
const SERVICES = 2;
/** IVA 21% (AlicIva Id 5). */
const VAT_21 = { id: 5, rate: 0.21 };

/** The buyer's document as ARCA takes it: DNI, CUIT/CUIL, or none (99) for foreign buyers. */
export function buyerDocument(country: string, document: string): { type: number; number: string } {
  if (country !== 'AR' || !/^\d+$/.test(document)) return { type: DOC_TYPES.NONE, number: '0' };
  if (document.length === 11) {
    const company = ['30', '33', '34'].includes(document.slice(0, 2));
    return { type: company ? DOC_TYPES.CUIT : DOC_TYPES.CUIL, number: document };
  }
  if (document.length >= 7 && document.length <= 8)
    return { type: DOC_TYPES.DNI, number: document };
  return { type: DOC_TYPES.NONE, number: '0' };
}

/**
 * Net and IVA of a total: a Responsable Inscripto's invoice (A or B) carries the 21% IVA inside
 * its total, broken out on an A; a monotributista's C has none.
 */
export function splitTotal(
  total: number,
  taxCondition: ArcaConfig['taxCondition'],
): { net: number; vat: number } {
  if (taxCondition === 'monotributo') return { net: total, vat: 0 };
  const net = roundToCents(total / (1 + VAT_21.rate));
  return { net, vat: roundToCents(total - net) };
}

/** What ARCA's FECAESolicitar receives for one voucher (the fields of WSFEv1's FECAEDetRequest). */
export type ArcaVoucher = {
  CantReg: number;
  PtoVta: number;
  CbteTipo: number;
  Concepto: number;
  DocTipo: number;
  DocNro: number;
  CbteDesde: number;
  CbteHasta: number;
  CbteFch: string;
  ImpTotal: number;
  ImpTotConc: number;
  ImpNeto: number;
  ImpOpEx: number;
  ImpIVA: number;
  ImpTrib: number;
  FchServDesde: string;
  FchServHasta: string;
  FchVtoPago: string;
  MonId: string;
  MonCotiz: number;
  CondicionIVAReceptorId: number;
  Iva?: { Id: number; BaseImp: number; Importe: number }[];
  CbtesAsoc?: { Tipo: number; PtoVta: number; Nro: number; Cuit: string; CbteFch?: string }[];
};

export type VoucherData = {
  voucherType: number;
  pointOfSale: number;
  docType: number;
  docNumber: string;
  total: number;
  net: number;
  vat: number;
  receiverCondition: number;
};

/** The request for one voucher numbered `number` and dated `date` (YYYYMMDD). */
export function voucherRequest(
  data: VoucherData,
  options: {
    number: number;
    date: string;
    sellerCuit: number;
    associated?: { voucherType: number; pointOfSale: number; number: number; date: string };
    /** The day the service is provided (a consultation's), when it is not the voucher's. */
    serviceDate?: string;
  },
): ArcaVoucher {
  const { number, date, associated } = options;
  const serviceDate = options.serviceDate ?? date;
  return {
    CantReg: 1,
    PtoVta: data.pointOfSale,
    CbteTipo: data.voucherType,
    Concepto: SERVICES,
    DocTipo: data.docType,
    DocNro: Number(data.docNumber),
    CbteDesde: number,
    CbteHasta: number,
    CbteFch: date,
    ImpTotal: data.total,
    ImpTotConc: 0,
    ImpNeto: data.net,
    ImpOpEx: 0,
    ImpIVA: data.vat,
    ImpTrib: 0,
    FchServDesde: serviceDate,
    FchServHasta: serviceDate,
    FchVtoPago: date,
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: data.receiverCondition,
    ...(data.vat > 0 ? { Iva: [{ Id: VAT_21.id, BaseImp: data.net, Importe: data.vat }] } : {}),
    ...(associated
      ? {
          CbtesAsoc: [
            {
              Tipo: associated.voucherType,
              PtoVta: associated.pointOfSale,
              Nro: associated.number,
              Cuit: String(options.sellerCuit),
              CbteFch: associated.date,
            },
          ],
        }
      : {}),
  };
}

/** Today in Argentina as ARCA writes dates: YYYYMMDD. */
export function arcaDate(now: Date): string {
  return now
    .toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' })
    .replaceAll('-', '');
}
