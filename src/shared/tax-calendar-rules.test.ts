import { describe, expect, it } from 'vitest';
import { DueDatesQuerySchema } from './tax-calendar';
import { isValidCuit } from './cuit';
import { digitsText, parseDigits, periodWords } from './tax-calendar-rules';

describe('the digits of a due date', () => {
  it.each([
    ['0-1', [0, 1]],
    ['2,3', [2, 3]],
    ['7', [7]],
    [' 0-4 , 9 ', [0, 1, 2, 3, 4, 9]],
    ['3,3,2', [2, 3]],
    ['*', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('reads %j', (text, digits) => {
    expect(parseDigits(text)).toEqual(digits);
  });

  it.each(['', '9-5', '10', 'a', '1-', ',1', '1--2', '**'])('refuses %j', (text) => {
    expect(parseDigits(text)).toBeUndefined();
  });

  it('writes them back as the import takes them', () => {
    expect(digitsText([0, 1])).toBe('0-1');
    expect(digitsText([2, 3, 5, 7, 8, 9])).toBe('2-3,5,7-9');
    expect(digitsText([4])).toBe('4');
    expect(digitsText([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe('*');
  });
});

describe('a CUIT', () => {
  it.each(['20-12345678-6', '20123456786', '33-69345023-9', '30.50001091.2', '27 28033514 8'])(
    'is valid when its check digit holds: %s',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(true);
    },
  );

  it.each(['20-12345678-5', '2012345678', '201234567866', '20-1234567a-6', ''])(
    'is refused otherwise: %j',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(false);
    },
  );

  it('gives the query its last digit', () => {
    expect(DueDatesQuerySchema.parse({ cuit: '33-69345023-9' })).toEqual({ digit: 9 });
    expect(DueDatesQuerySchema.parse({ digit: '0', cuit: '20-12345678-6' }).digit).toBe(6);
  });
});

it('says a period in words', () => {
  expect(periodWords('2026-12')).toBe('diciembre 2026');
  expect(periodWords('2027-01')).toBe('enero 2027');
  expect(periodWords('2025')).toBe('año 2025');
});
