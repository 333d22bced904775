import { monthName } from './report-labels';

/*
 * The due-date calendar ('Vencimientos'): the rules both sides share, without zod, so a public
 * page may use them. A due date applies to the CUITs ending in some digits; the import writes
 * those digits as `0-1`, `2,3` or `*`.
 */

export const ALL_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** What the public pages say until an administrator confirms a year's dates. */
export const EXAMPLE_DATES_NOTICE = 'Fechas de ejemplo: verificá en arca.gob.ar';

/** The obligation the /monotributo page's January/July reminder subscribes to. */
export const RECATEGORISATION = 'recategorizacion';

/** How many days ahead a reminder may go, and the one offered first. */
export const DAYS_BEFORE = { min: 1, max: 15, usual: 3 } as const;

/**
 * The digits of `0-1`, `2,3`, `7`, `0-4,9` or `*` (all ten), sorted and once each; undefined
 * when the text is none of those.
 */
export function parseDigits(text: string): number[] | undefined {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '*') return [...ALL_DIGITS];
  if (!/^\d(-\d)?(,\d(-\d)?)*$/.test(trimmed)) return undefined;
  const digits = new Set<number>();
  for (const part of trimmed.split(',')) {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    if (to < from) return undefined;
    for (let digit = from; digit <= to; digit++) digits.add(digit);
  }
  return [...digits].sort((a, b) => a - b);
}

/** Digits as the import writes them: `*` for all ten, runs as `0-1`, the rest with commas. */
export function digitsText(digits: readonly number[]): string {
  if (digits.length === ALL_DIGITS.length) return '*';
  const runs: string[] = [];
  for (let i = 0; i < digits.length;) {
    let j = i;
    while (j + 1 < digits.length && digits[j + 1] === digits[j]! + 1) j++;
    runs.push(j === i ? `${digits[i]}` : `${digits[i]}-${digits[j]}`);
    i = j + 1;
  }
  return runs.join(',');
}

/** 'YYYY-MM' (a month's period) or 'YYYY' (a yearly return's). */
export const isPeriod = (text: string) => /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(text);

/** An obligation's address name: lower-case letters, digits and hyphens. */
export const OBLIGATION_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A period in words: 'diciembre 2026' for '2026-12', 'año 2025' for a yearly return's '2025'. */
export const periodWords = (period: string): string =>
  /^\d{4}$/.test(period) ? `año ${period}` : monthName(period).replace(' de ', ' ');
