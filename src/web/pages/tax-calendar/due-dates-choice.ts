import type { DueDatesQuestion } from '../../api/tax-calendar';

/**
 * What the visitor chose: a CUIT as typed, or only its last digit (choosing one empties the
 * other), and the obligations they unticked. Unticked rather than ticked, so that an obligation
 * the firm adds later is ticked for a returning visitor too.
 */
export type DueDatesChoice = {
  cuit: string;
  /** The CUIT was left (blur) as it is: the server checks it even if it looks incomplete. */
  cuitLeft: boolean;
  digit: number | null;
  unticked: readonly string[];
};

export const NO_CHOICE: DueDatesChoice = { cuit: '', cuitLeft: false, digit: null, unticked: [] };

const numbersOf = (cuit: string) => cuit.replace(/\D/g, '');

/** The CUIT's last digit (the one its due dates depend on). */
export const lastDigitOf = (cuit: string) => Number(numbersOf(cuit).at(-1));

/**
 * The question for the API, or null while there is none to ask: nothing chosen, a CUIT still
 * being typed (fewer than 11 numbers and not left), or no obligation ticked. Every obligation
 * ticked asks for all of them, new ones included.
 */
export function questionOf(
  choice: DueDatesChoice,
  slugs: readonly string[],
): DueDatesQuestion | null {
  const ticked = tickedOf(choice, slugs);
  if (ticked.length === 0) return null;
  const obligations = ticked.length === slugs.length ? [] : ticked;
  const cuit = choice.cuit.trim();
  if (cuit !== '') {
    return numbersOf(cuit).length >= 11 || choice.cuitLeft ? { cuit, obligations } : null;
  }
  return choice.digit === null ? null : { digit: choice.digit, obligations };
}

/** The obligations ticked, in the page's order. */
export const tickedOf = (choice: DueDatesChoice, slugs: readonly string[]) =>
  slugs.filter((slug) => !choice.unticked.includes(slug));

export const withCuit = (choice: DueDatesChoice, cuit: string): DueDatesChoice => ({
  ...choice,
  cuit,
  cuitLeft: false,
  digit: null,
});

export const withDigit = (choice: DueDatesChoice, digit: number): DueDatesChoice => ({
  ...choice,
  cuit: '',
  cuitLeft: false,
  digit,
});

export const withTicked = (
  choice: DueDatesChoice,
  slug: string,
  ticked: boolean,
): DueDatesChoice => ({
  ...choice,
  unticked: ticked
    ? choice.unticked.filter((other) => other !== slug)
    : [...new Set([...choice.unticked, slug])],
});

/** What a returning visitor finds: their digit and the obligations they unticked. */
export type StoredChoice = { digit: number; unticked: string[] };

const STORAGE_KEY = 'tax-calendar.choice';

/** The stored choice as stored (a string, so that the same one reads as the same). */
export function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice; null when none, or when what is stored is not one. */
export function parseStoredChoice(text: string | null): StoredChoice | null {
  if (!text) return null;
  try {
    const { digit, unticked } = JSON.parse(text) as Partial<StoredChoice>;
    if (!Number.isInteger(digit) || digit! < 0 || digit! > 9) return null;
    if (!Array.isArray(unticked) || !unticked.every((slug) => typeof slug === 'string')) {
      return null;
    }
    return { digit: digit!, unticked };
  } catch {
    return null;
  }
}

export function storeChoice(choice: StoredChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage can be refused (private browsing): the choice then lasts for this visit.
  }
}

/** The choice a visit starts from: the stored one, or nothing chosen. */
export const startingChoice = (stored: StoredChoice | null): DueDatesChoice =>
  stored ? { ...NO_CHOICE, digit: stored.digit, unticked: stored.unticked } : NO_CHOICE;
