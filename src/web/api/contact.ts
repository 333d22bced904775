import type { ContactMessage } from '../../shared/contact';
import { useAction } from '../lib/use-action';
import { apiRequest } from './client';

export function sendContactMessage(message: ContactMessage) {
  return apiRequest<{ message: string }>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useAction(sendContactMessage);
}
