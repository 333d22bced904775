import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, ConsultationTypeInput } from '../../shared/consultation-setup';
import * as routes from '../../shared/contracts/admin-consultations';
import { adminKeys } from './admin';
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
