import { describe, expect, it } from 'vitest';
import { emptyListMessage, listSummary, pageCountOf } from './list-summary';

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

describe('pageCountOf', () => {
  it('offers every page of an exact total', () => {
    expect(pageCountOf({ total: 21, totalCapped: false, page: 1, pageSize: 10 })).toBe(3);
    expect(pageCountOf({ total: 0, totalCapped: false, page: 1, pageSize: 10 })).toBe(0);
  });

  it('offers the page after the counted rows when the count stopped', () => {
    expect(pageCountOf({ total: 100, totalCapped: true, page: 1, pageSize: 10 })).toBe(11);
  });
});

describe('emptyListMessage', () => {
  it('says nothing matches only when something was searched or filtered', () => {
    expect(emptyListMessage('compras', { search: 'gomez', filter: '' })).toBe(
      'No hay compras que coincidan con la búsqueda.',
    );
    expect(emptyListMessage('compras', { search: '', filter: 'refunded' })).toBe(
      'No hay compras con el filtro elegido.',
    );
  });

  it('says there is none yet when nothing was searched', () => {
    expect(emptyListMessage('certificados', { search: '  ', filter: '' })).toBe(
      'Todavía no hay certificados.',
    );
  });
});
