import { useState, type ChangeEvent } from 'react';
import { MAX_SEATS, MIN_SEATS } from '../../../shared/seats';
import { fieldMessages } from '../../api/client';

/**
 * 'Compro para mi empresa': whether it is ticked and the 'Cantidad de licencias' typed. `seats` is
 * what the order carries (undefined when not ticked; a number out of range goes as it is and the
 * server says why under the field); `count` is how many the total multiplies by (1 until valid).
 */
export function useSeatsField() {
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('2');
  const [error, setError] = useState<string | undefined>();

  const typedNumber = Number(typed);
  const valid =
    Number.isInteger(typedNumber) && typedNumber >= MIN_SEATS && typedNumber <= MAX_SEATS;

  /** Puts the server's message on `seats` under the field; says whether there was one. */
  const showError = (failure: Error) => {
    const message = fieldMessages(failure).seats;
    setError(message);
    return message !== undefined;
  };

  return {
    wanted,
    onWantedChange: (event: ChangeEvent<HTMLInputElement>) => setWanted(event.target.checked),
    field: {
      name: 'seats',
      value: typed,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setTyped(event.target.value);
        setError(undefined);
      },
    },
    showError,
    seats: wanted ? (typed.trim() === '' ? Number.NaN : typedNumber) : undefined,
    count: wanted && valid ? typedNumber : 1,
  };
}

export type SeatsFieldState = ReturnType<typeof useSeatsField>;
