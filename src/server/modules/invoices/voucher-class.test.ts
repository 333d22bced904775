import { describe, expect, it } from 'vitest';
import { voucherLetter, voucherReceiver } from './voucher';

describe("the letter of the firm's invoice (RG 1415, RG 5003)", () => {
  it('is always C from a firm in the monotributo', () => {
    for (const buyer of ['responsable_inscripto', 'monotributo', 'exento', null] as const) {
      expect(voucherLetter('monotributo', buyer)).toBe('C');
    }
  });

  it('is A from a Responsable Inscripto to another, and to a monotributista', () => {
    expect(voucherLetter('responsable_inscripto', 'responsable_inscripto')).toBe('A');
    expect(voucherLetter('responsable_inscripto', 'monotributo')).toBe('A');
  });

  it('is B from a Responsable Inscripto to an exempt buyer and to a final consumer', () => {
    expect(voucherLetter('responsable_inscripto', 'exento')).toBe('B');
    expect(voucherLetter('responsable_inscripto', null)).toBe('B');
  });
});

describe('who the invoice is made out to', () => {
  const person = { payerCountry: 'AR', payerDocument: '30123456' };

  it('is a company by its CUIT (DocTipo 80) and its condition (CondicionIVAReceptorId)', () => {
    expect(
      voucherReceiver({
        ...person,
        companyCuit: '30712345671',
        companyIvaCondition: 'responsable_inscripto',
      }),
    ).toEqual({ docType: 80, docNumber: '30712345671', receiverCondition: 1 });
    expect(
      voucherReceiver({ ...person, companyCuit: '20301112220', companyIvaCondition: 'monotributo' })
        .receiverCondition,
    ).toBe(6);
    expect(
      voucherReceiver({ ...person, companyCuit: '30500000003', companyIvaCondition: 'exento' })
        .receiverCondition,
    ).toBe(4);
  });

  it('is the payer as a final consumer (5) by their DNI without a company', () => {
    expect(voucherReceiver({ ...person, companyCuit: null, companyIvaCondition: null })).toEqual({
      docType: 96,
      docNumber: '30123456',
      receiverCondition: 5,
    });
  });
});
