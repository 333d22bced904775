import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-tax-calendar';
import { adminKeys, usePanelMutation } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const calendarKey = [...adminKeys.all, 'tax-calendar'] as const;

/** A due date as the panel's form sends it: the digits and the day as typed. */
export type DueDateInput = {
  obligation: string;
  period: string;
  digits: string;
  date: string;
};

/** The year's due dates, whether they are confirmed, the obligations and every year kept. */
export function useAdminTaxCalendar(year: number) {
  return useQuery({
    queryKey: [...calendarKey, year],
    queryFn: () => call(routes.adminTaxCalendar, { query: { year } }),
    // Another year chosen: the one on screen stays (with the chooser) until it arrives.
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

// Every change may move rows between years and change the list of years: all of them fetch again.

/** 'Importar CSV': the file's text is the body, as it is. */
export const useImportTaxCalendar = () =>
  usePanelMutation([calendarKey], (file: File) =>
    call(routes.importTaxCalendar, undefined, { file }),
  );

export const useUpdateDueDate = () =>
  usePanelMutation([calendarKey], ({ id, dueDate }: { id: string; dueDate: DueDateInput }) =>
    call(routes.updateDueDate, { params: { id }, body: dueDate }),
  );

export const useDeleteDueDate = () =>
  usePanelMutation([calendarKey], (id: string) => call(routes.deleteDueDate, { params: { id } }));

export const useConfirmTaxYear = () =>
  usePanelMutation([calendarKey], (year: number) =>
    call(routes.confirmTaxYear, { params: { year } }),
  );

export const useCreateObligation = () =>
  usePanelMutation([calendarKey], (label: string) =>
    call(routes.createObligation, { body: { label } }),
  );
