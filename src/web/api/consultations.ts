import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '../../shared/consultations';
import * as bookingRoutes from '../../shared/contracts/consultation-bookings';
import * as routes from '../../shared/contracts/consultations';
import type { Slot } from '../../shared/responses/consultations';
import { useSession } from '../auth/session-context';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { retryServerErrors } from './courses';

/** The consultation types (`/consultas` arrives with them from the server render). */
export const consultationTypesKey = 'consultation-types';

export const consultationKeys = {
  /** Every page of free times, of every type: refreshed together after a booking or a refusal. */
  allSlots: ['consultation-slots'] as const,
  /** Per person, so a stored list never shows up for someone else. */
  bookings: (userId: string) => ['consultation-bookings', userId] as const,
};

export function fetchConsultationTypes() {
  return call(routes.consultationTypes).then((answer) => answer.types);
}

/** The consultations a client can book, as the page was rendered with them. */
export function useConsultationTypes() {
  return useResource(consultationTypesKey, fetchConsultationTypes, { retry: retryServerErrors });
}

/** One stretch of days (`from`–`to`, Argentine dates, both included) of free times. */
export type SlotRange = { from: string; to: string };

/** Where free times come from: a type a client books, or a booking the firm moves. */
export type SlotSource = {
  /** Starts with `consultationKeys.allSlots`, so a booking refreshes every list of times. */
  key: readonly unknown[];
  fetchRange: (range: SlotRange) => Promise<Slot[]>;
};

/** The free times of an offered type. */
export const typeSlots = (typeId: number): SlotSource => ({
  key: [...consultationKeys.allSlots, typeId],
  fetchRange: ({ from, to }) =>
    call(routes.consultationSlots, { query: { typeId, from, to } }, { cache: 'no-store' }).then(
      (answer) => answer.slots,
    ),
});

/**
 * The free times of a source over consecutive stretches of days, one request a stretch, so that
 * 'Ver más días' asks only for the new one. Always fresh: a time shown may be taken meanwhile.
 */
export function useSlotStretches(source: SlotSource, ranges: SlotRange[]) {
  return useQueries({
    queries: ranges.map((range) => ({
      queryKey: [...source.key, range.from, range.to],
      queryFn: () => source.fetchRange(range),
      retry: retryServerErrors,
      staleTime: 30_000,
    })),
    combine: (results) => ({
      slots: results.flatMap((result): Slot[] => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      /** Every stretch answered, so a time missing from `slots` is not free. */
      complete: results.every((result) => result.isSuccess),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}

export const consultationsApi = {
  book: (request: BookingRequest) => call(bookingRoutes.createBooking, { body: request }),
  reschedule: (id: string, start: string) =>
    call(bookingRoutes.rescheduleBooking, { params: { id }, body: { start } }),
  cancel: (id: string) => call(bookingRoutes.cancelBooking, { params: { id } }),
};

/** The signed-in client's bookings, upcoming and past ('Mis consultas'). */
export function useClientBookings() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: consultationKeys.bookings(userId),
    queryFn: () =>
      call(bookingRoutes.clientBookings, undefined, { cache: 'no-store' }).then(
        (answer) => answer.bookings,
      ),
    enabled: status === 'authenticated' && userId !== '',
    staleTime: 0,
  });
}

/** After a change of a booking: its list and the free times load again. */
function useAfterBookingChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['consultation-bookings'] });
    void client.invalidateQueries({ queryKey: consultationKeys.allSlots });
  };
}

export function useRescheduleBooking() {
  const refresh = useAfterBookingChange();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      consultationsApi.reschedule(id, start),
    onSettled: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useAfterBookingChange();
  return useMutation({
    mutationFn: (id: string) => consultationsApi.cancel(id),
    onSettled: refresh,
  });
}
