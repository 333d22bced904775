import { describe, expect, it } from 'vitest';
import { questionOf } from './figures';

const typed = { income: '', activity: 'servicios' as const, surface: '', kwh: '', rent: '' };

describe('the calculator’s question', () => {
  it('reads amounts as typed here and leaves out the measures not given', () => {
    expect(questionOf({ ...typed, income: '12.500.000,50', rent: '2390229.8' })).toEqual({
      question: {
        income: 12500000.5,
        activity: 'servicios',
        surface: undefined,
        kwh: undefined,
        rent: 2390229.8,
      },
    });
  });

  it('sends an empty income as missing, for the server’s message', () => {
    expect(questionOf(typed)).toEqual({ question: expect.objectContaining({ income: null }) });
  });

  it('names each field that is not a number', () => {
    expect(questionOf({ ...typed, income: 'mucho', kwh: '3.000 kWh' })).toEqual({
      errors: [
        { field: 'income', message: 'Escribí solo números, por ejemplo 12.500.000,50.' },
        { field: 'kwh', message: 'Escribí solo números, por ejemplo 12.500.000,50.' },
      ],
    });
  });
});
