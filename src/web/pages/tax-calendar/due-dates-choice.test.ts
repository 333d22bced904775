import { describe, expect, it } from 'vitest';
import {
  lastDigitOf,
  NO_CHOICE,
  parseStoredChoice,
  questionOf,
  startingChoice,
  withCuit,
  withDigit,
  withTicked,
} from './due-dates-choice';

const SLUGS = ['iva', 'ganancias', 'recategorizacion'];

describe('the question a choice asks', () => {
  it('asks nothing until a CUIT or a digit is chosen', () => {
    expect(questionOf(NO_CHOICE, SLUGS)).toBeNull();
  });

  it('asks for every obligation while all are ticked, and for the ticked ones otherwise', () => {
    const six = withDigit(NO_CHOICE, 6);
    expect(questionOf(six, SLUGS)).toEqual({ digit: 6, obligations: [] });
    const unticked = withTicked(six, 'ganancias', false);
    expect(questionOf(unticked, SLUGS)).toEqual({
      digit: 6,
      obligations: ['iva', 'recategorizacion'],
    });
    expect(questionOf(withTicked(unticked, 'ganancias', true), SLUGS)).toEqual({
      digit: 6,
      obligations: [],
    });
  });

  it('asks nothing without an obligation ticked', () => {
    const none = SLUGS.reduce(
      (choice, slug) => withTicked(choice, slug, false),
      withDigit(NO_CHOICE, 1),
    );
    expect(questionOf(none, SLUGS)).toBeNull();
  });

  it('has the server check a CUIT once it has 11 numbers, or once the field is left', () => {
    expect(questionOf(withCuit(NO_CHOICE, '20-1234567'), SLUGS)).toBeNull();
    expect(questionOf({ ...withCuit(NO_CHOICE, '20-1234567'), cuitLeft: true }, SLUGS)).toEqual({
      cuit: '20-1234567',
      obligations: [],
    });
    expect(questionOf(withCuit(NO_CHOICE, '20-12345678-6'), SLUGS)).toEqual({
      cuit: '20-12345678-6',
      obligations: [],
    });
  });

  it('keeps one of CUIT and digit: choosing one empties the other', () => {
    const cuit = withCuit(withDigit(NO_CHOICE, 3), '20123456786');
    expect(cuit.digit).toBeNull();
    const digit = withDigit({ ...cuit, cuitLeft: true }, 4);
    expect(digit).toMatchObject({ cuit: '', cuitLeft: false, digit: 4 });
  });

  it("takes a CUIT's last number as its digit, hyphens or not", () => {
    expect(lastDigitOf('20-12345678-6')).toBe(6);
    expect(lastDigitOf('27 23456789 0')).toBe(0);
  });
});

describe('the stored choice', () => {
  it('brings back the digit and the unticked obligations', () => {
    const stored = parseStoredChoice('{"digit":6,"unticked":["ganancias"]}');
    expect(stored).toEqual({ digit: 6, unticked: ['ganancias'] });
    expect(startingChoice(stored)).toEqual({ ...NO_CHOICE, digit: 6, unticked: ['ganancias'] });
    expect(startingChoice(null)).toEqual(NO_CHOICE);
  });

  it('ignores what is not a choice', () => {
    for (const text of [null, '', 'x', '{"digit":10,"unticked":[]}', '{"digit":2}', '[1]']) {
      expect(parseStoredChoice(text), String(text)).toBeNull();
    }
  });
});
