/** ARCA's QR data of an authorised voucher (RG 4291, 'Especificaciones técnicas del QR'). */
export type QrData = {
  ver: 1;
  /** Issue date, YYYY-MM-DD. */
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: string;
  ctz: number;
  tipoDocRec?: number;
  nroDocRec?: number;
  /** 'E' for a CAE. */
  tipoCodAut: 'E' | 'A';
  codAut: number;
};

const QR_BASE = 'https://www.afip.gob.ar/fe/qr/?p=';

/** The address the voucher's QR code holds: the JSON, in the specification's field order, in base64. */
export function qrUrl(data: QrData): string {
  const ordered = {
    ver: data.ver,
    fecha: data.fecha,
    cuit: data.cuit,
    ptoVta: data.ptoVta,
    tipoCmp: data.tipoCmp,
    nroCmp: data.nroCmp,
    importe: data.importe,
    moneda: data.moneda,
    ctz: data.ctz,
    ...(data.tipoDocRec !== undefined ? { tipoDocRec: data.tipoDocRec } : {}),
    ...(data.nroDocRec !== undefined ? { nroDocRec: data.nroDocRec } : {}),
    tipoCodAut: data.tipoCodAut,
    codAut: data.codAut,
  };
  return QR_BASE + Buffer.from(JSON.stringify(ordered), 'utf8').toString('base64');
}
