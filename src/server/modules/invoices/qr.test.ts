import { describe, expect, it } from 'vitest';
import { qrUrl } from './qr';

describe('ARCA QR code', () => {
  it("encodes the specification's own example exactly", () => {
    // The example of ARCA's 'Especificaciones técnicas del QR' (RG 4291) and its published URL.
    const url = qrUrl({
      ver: 1,
      fecha: '2020-10-13',
      cuit: 30000000007,
      ptoVta: 10,
      tipoCmp: 1,
      nroCmp: 94,
      importe: 12100,
      moneda: 'DOL',
      ctz: 65,
      tipoDocRec: 80,
      nroDocRec: 20000000001,
      tipoCodAut: 'E',
      codAut: 70417054367476,
    });
    expect(url).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyMC0xMC0xMyIsImN1aXQiOjMwMDAwMDAwMDA3LCJwdG9WdGEiOjEwLCJ0aXBvQ21wIjoxLCJucm9DbXAiOjk0LCJpbXBvcnRlIjoxMjEwMCwibW9uZWRhIjoiRE9MIiwiY3R6Ijo2NSwidGlwb0RvY1JlYyI6ODAsIm5yb0RvY1JlYyI6MjAwMDAwMDAwMDEsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3MDQxNzA1NDM2NzQ3Nn0=',
    );
  });
});
