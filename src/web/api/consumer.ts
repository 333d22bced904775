import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArrepentimientoInput, BajaInput, ConsumerRequestAnswer } from '../../shared/consumer';
import { switchUser } from './auth';
import { apiRequest } from './client';

const post = (path: string, body: unknown) =>
  apiRequest<ConsumerRequestAnswer>(`/consumer${path}`, { method: 'POST', body });

/** The consumer-law buttons: no account or session needed, every answer carries a code. */
export const consumerApi = {
  arrepentimiento: (input: ArrepentimientoInput) => post('/arrepentimiento', input),
  baja: (input: BajaInput) => post('/baja', input),
  confirmBaja: (id: string, token: string) =>
    post(`/baja/${encodeURIComponent(id)}/confirm`, { token }),
};

export const useArrepentimiento = () => useMutation({ mutationFn: consumerApi.arrepentimiento });

export const useBaja = () => useMutation({ mutationFn: consumerApi.baja });

/** Carries out the baja of the e-mailed link; the server ends the session, so the browser too. */
export function useConfirmBaja(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consumerApi.confirmBaja(id, token),
    onSuccess: () => switchUser(client, null),
  });
}
