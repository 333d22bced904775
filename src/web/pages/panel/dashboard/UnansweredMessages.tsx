import { Mail } from 'lucide';
import { useUnansweredMessages } from '../../../api/admin-messages';
import { WaitingNotice } from './WaitingNotice';

/** How many contact messages wait for an answer, linking to them in 'Mensajes'. */
export function UnansweredMessages() {
  const { data } = useUnansweredMessages();
  if (!data) return null;
  return (
    <WaitingNotice
      count={data.count}
      icon={Mail}
      to="/panel/messages?filter=new"
      one="mensaje"
      many="mensajes"
      none="No hay mensajes sin responder"
    />
  );
}
