import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/client';
import { useDueDates } from '../../api/tax-calendar';
import {
  lastDigitOf,
  parseStoredChoice,
  questionOf,
  readStoredText,
  startingChoice,
  storeChoice,
  tickedOf,
  withCuit,
  withDigit,
  withTicked,
  type DueDatesChoice,
} from './due-dates-choice';

const onStorage = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

/**
 * The visitor's choice and its due dates. The server renders nothing chosen (it cannot read the
 * browser's storage); once the page runs, a returning visitor's digit and obligations come back
 * and their dates load. A digit the dates are of is kept for the next visit; a CUIT is not.
 */
export function useDueDatesChoice(slugs: readonly string[]) {
  const storedText = useSyncExternalStore(onStorage, readStoredText, () => null);
  const stored = useMemo(() => parseStoredChoice(storedText), [storedText]);
  const [edited, setEdited] = useState<DueDatesChoice | null>(null);
  const choice = edited ?? startingChoice(stored);
  const question = questionOf(choice, slugs);
  const dates = useDueDates(question);
  const answered = question !== null && dates.isSuccess && !dates.isPlaceholderData;
  // The digit the dates shown are of: the one chosen, or a CUIT's once the server accepted it.
  const digit = choice.cuit ? (answered ? lastDigitOf(choice.cuit) : null) : choice.digit;
  const cuitError =
    question && 'cuit' in question && dates.error instanceof ApiError
      ? dates.error.fieldMessage('cuit')
      : undefined;

  useEffect(() => {
    if (digit !== null) storeChoice({ digit, unticked: [...choice.unticked] });
  }, [digit, choice.unticked]);

  return {
    choice,
    question,
    dates,
    digit,
    cuitError,
    ticked: tickedOf(choice, slugs),
    typeCuit: (cuit: string) => setEdited(withCuit(choice, cuit)),
    leaveCuit: () => {
      if (choice.cuit.trim() !== '') setEdited({ ...choice, cuitLeft: true });
    },
    chooseDigit: (chosen: number) => setEdited(withDigit(choice, chosen)),
    tick: (slug: string, ticked: boolean) => setEdited(withTicked(choice, slug, ticked)),
  };
}
