import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../shared/contact';
import { apiRequest } from './client';

export function sendContactMessage(message: ContactMessage) {
  return apiRequest<{ message: string }>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
