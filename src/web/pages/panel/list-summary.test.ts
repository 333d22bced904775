import { describe, expect, it } from 'vitest';
import { listSummary } from './list-summary';

const noun: [string, string] = ['usuario', 'usuarios'];

describe('listSummary', () => {
  it('counts one page without page numbers', () => {
    expect(listSummary({ total: 1, totalCapped: false, page: 1, pageSize: 10 }, noun)).toBe(
      '1 usuario',
    );
  });

  it('names the page and the last page of an exact total', () => {
    expect(listSummary({ total: 1234, totalCapped: false, page: 2, pageSize: 10 }, noun)).toBe(
      '1.234 usuarios · página 2 de 124',
    );
  });

  it('says "Más de" and leaves the last page unsaid when the count stopped', () => {
    expect(listSummary({ total: 1000, totalCapped: true, page: 1, pageSize: 10 }, noun)).toBe(
      'Más de 1.000 usuarios · página 1',
    );
  });
});
