import type { ContactMessage } from '../../shared/contact';
import * as routes from '../../shared/contracts/contact';
import { useAction } from '../lib/use-action';
import { call } from './call';

export function sendContactMessage(message: ContactMessage) {
  return call(routes.sendContactMessage, { body: message });
}

export function useSendContactMessage() {
  return useAction(sendContactMessage);
}
