import { describe, expect, it } from 'vitest';
import { firmFaq } from './course-faq';

const answerTo = (question: RegExp, terms: Parameters<typeof firmFaq>[0]) =>
  firmFaq(terms).find((entry) => question.test(entry.question))?.answer;

describe("the firm's answers on every course page", () => {
  it('says the cuotas the panel offers, and whether they are interest-free', () => {
    const certificate = true;
    expect(answerTo(/cuotas/, { installments: { max: 6, interestFree: true }, certificate })).toBe(
      'Sí: con MercadoPago, hasta 6 cuotas sin interés. También con débito, dinero en cuenta o efectivo.',
    );
    expect(
      answerTo(/cuotas/, { installments: { max: 3, interestFree: false }, certificate }),
    ).toMatch(/^Sí: con MercadoPago, hasta 3 cuotas\. /);
    expect(
      answerTo(/cuotas/, { installments: { max: 1, interestFree: false }, certificate }),
    ).toMatch(/^Pagás en un solo pago/);
  });

  it('promises a certificate only for a course with lessons', () => {
    const installments = { max: 1, interestFree: false };
    expect(answerTo(/certificado/, { installments, certificate: true })).toMatch(/^Sí\. /);
    expect(answerTo(/certificado/, { installments, certificate: false })).toBeUndefined();
    expect(firmFaq({ installments, certificate: false }).map((entry) => entry.question)).toEqual([
      '¿Por cuánto tiempo tengo acceso al curso?',
      '¿Me dan factura?',
      '¿Puedo pagar en cuotas?',
      '¿Y si me arrepiento?',
    ]);
  });
});
