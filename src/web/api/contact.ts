import type { ContactMessage } from '../../shared/contact';
import { useAction } from '../lib/use-action';
import { apiRequest } from './client';
import type { MessageAnswer } from '../../shared/responses/common';

export function sendContactMessage(message: ContactMessage) {
  return apiRequest<MessageAnswer>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useAction(sendContactMessage);
}
