import { describe, expect, it } from 'vitest';
import { csvYears } from './csv-years';

describe('the years of a calendar CSV', () => {
  it('reads the last column of each line, once each, oldest first', () => {
    const csv = [
      'obligation,period,digits,date',
      'Monotributo,2031-12,0-1,2031-12-18',
      '"Ganancias, personas humanas",2030,*,"2031-06-12"',
      'iva,2030-12,2,2031-01-20\r',
      'iva,2032-01,3,sin fecha',
      '',
    ].join('\n');
    expect(csvYears(csv)).toEqual([2031]);
    expect(csvYears('iva,2030-11,*,2030-12-20\niva,2031-01,*,2031-02-18')).toEqual([2030, 2031]);
  });

  it('finds none in a file without days', () => {
    expect(csvYears('obligation,period,digits,date\n')).toEqual([]);
  });
});
