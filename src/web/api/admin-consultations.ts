import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, ConsultationTypeInput } from '../../shared/consultation-setup';
import type { AgendaUpdate } from '../../shared/consultations';
import * as routes from '../../shared/contracts/admin-consultations';
import { adminKeys } from './admin';
import { consultationKeys, type SlotSource } from './consultations';
import { call } from './call';
import { retryServerErrors } from './courses';

const typesKey = [...adminKeys.all, 'consultation-types'] as const;
const availabilityKey = [...adminKeys.all, 'consultations', 'availability'] as const;

/** Every consultation type, offered or not. */
export function useAdminConsultationTypes() {
  return useQuery({
    queryKey: typesKey,
    queryFn: () => call(routes.listConsultationTypes).then((answer) => answer.types),
    retry: retryServerErrors,
  });
}

/** Creates a type (no id) or saves one over an existing type. */
export function useSaveConsultationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: number | null; type: ConsultationTypeInput }) =>
      id === null
        ? call(routes.createConsultationType, { body: type })
        : call(routes.updateConsultationType, { params: { id }, body: type }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: typesKey }),
  });
}

/** The firm's weekly hours, days off and booking rules. */
export function useConsultationAvailability() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: () => call(routes.consultationAvailability),
    retry: retryServerErrors,
    // The form fills once; fetching again on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

export function useSaveConsultationAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: AvailabilityInput) =>
      call(routes.saveConsultationAvailability, { body: availability }),
    onSuccess: (answer) => queryClient.setQueryData(availabilityKey, answer.availability),
  });
}

const agendaKey = [...adminKeys.all, 'consultations', 'agenda'] as const;
const feedKey = [...adminKeys.all, 'consultations', 'feed'] as const;

/** The coming consultations (today and the next 14 days), by time. */
export function useAgenda() {
  return useQuery({
    queryKey: agendaKey,
    queryFn: () => call(routes.listAgendaBookings, { query: {} }).then((answer) => answer.bookings),
    retry: retryServerErrors,
  });
}

/** Marks a consultation done or missed, or saves the firm's notes. */
export function useUpdateAgendaBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AgendaUpdate }) =>
      call(routes.updateAgendaBooking, { params: { id }, body: change }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agendaKey }),
  });
}

/** The free times a booking of the agenda can move to. */
export const moveSlots = (bookingId: string): SlotSource => ({
  key: [...consultationKeys.allSlots, 'move', bookingId],
  fetchRange: (days) =>
    call(
      routes.agendaMoveTimes,
      { params: { id: bookingId }, query: days },
      { cache: 'no-store' },
    ).then((answer) => answer.slots),
});

/** Moves a consultation to another time; the client gets the new invitation. */
export function useRescheduleAgendaBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      call(routes.rescheduleAgendaBooking, { params: { id }, body: { start } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agendaKey });
      void queryClient.invalidateQueries({ queryKey: consultationKeys.allSlots });
    },
  });
}

/** The private calendar feed's address. */
export function useAgendaFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: () => call(routes.agendaFeedAddress).then((answer) => answer.url),
    retry: retryServerErrors,
  });
}

export function useRenewAgendaFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.renewAgendaFeed),
    onSuccess: (answer) => queryClient.setQueryData(feedKey, answer.url),
  });
}
