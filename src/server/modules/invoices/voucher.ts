import type { ArcaConfig } from '../../config';
import { roundToCents } from '../../../shared/money';

/** ARCA's voucher types: Factura and Nota de Crédito, C (monotributo) or B (responsable inscripto). */
export const VOUCHER_TYPES = {
  monotributo: { invoice: 11, credit_note: 13 },
  responsable_inscripto: { invoice: 6, credit_note: 8 },
} as const;

export const VOUCHER_NAMES: Record<number, { name: string; letter: 'B' | 'C'; code: string }> = {
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

/** Condición frente al IVA of the buyer: Consumidor Final (RG 5616). */
const FINAL_CONSUMER = 5;
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

/** Net and IVA of a total: a Factura B to a final consumer carries the 21% IVA inside its total. */
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
    CondicionIVAReceptorId: FINAL_CONSUMER,
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
