import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import * as routes from '../../shared/contracts/tax-calendar';
import type { ReminderRequestSchema } from '../../shared/tax-calendar';
import { useResource } from '../store/use-resource';
import { apiHref, call } from './call';
import { ApiError } from './client';
import { retryServerErrors } from './courses';

/** The obligations and confirmed years (`/vencimientos` arrives with them from the server render). */
export const taxCalendarKey = 'tax-calendar';

/** The obligations to tick, as the page was rendered with them. */
export function useTaxCalendarPage() {
  return useResource(taxCalendarKey, () => call(routes.taxCalendarPage), {
    retry: retryServerErrors,
  });
}

/**
 * Whose dates: a whole CUIT (the server checks its verification digit) or its last digit; and
 * the obligations' slugs, none meaning every one.
 */
export type DueDatesQuestion = ({ cuit: string } | { digit: number }) & {
  obligations: readonly string[];
};

const obligationList = (slugs: readonly string[]) =>
  slugs.length > 0 ? slugs.join(',') : undefined;

/**
 * The dates of the question from today to the end of next month, nearest first. The last answer
 * stays on screen while the next one loads; a CUIT refused (400) is not asked for again.
 */
export function useDueDates(question: DueDatesQuestion | null) {
  return useQuery({
    queryKey: ['tax-calendar-dates', question],
    queryFn: () => {
      const { obligations, ...whose } = question!;
      return call(routes.dueDates, {
        query: { ...whose, obligations: obligationList(obligations) },
      });
    },
    enabled: question !== null,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 400) && retryServerErrors(failures, error),
    staleTime: 5 * 60_000,
  });
}

/** The iCalendar feed of a digit's dates, as an address of this site ('/api/…'). */
export const dueDatesFeedPath = (digit: number, obligations: readonly string[]) =>
  apiHref(routes.dueDatesFeed, { query: { digit, obligations: obligationList(obligations) } });

/** What 'Avisarme por e-mail' sends: the address, the digit, the obligations, the days ahead. */
export type ReminderRequestInput = z.input<typeof ReminderRequestSchema>;

/** 'Avisarme por e-mail': the answer's message says to confirm from the inbox. */
export const requestReminders = (request: ReminderRequestInput) =>
  call(routes.requestReminders, { body: request });
