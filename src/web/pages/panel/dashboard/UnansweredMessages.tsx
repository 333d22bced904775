import { Mail } from 'lucide';
import { useUnansweredMessages } from '../../../api/admin-messages';
import { Icon } from '../../../components/ui/Icon';
import { Link } from '../../../navigation/Link';

/** How many contact messages wait for an answer, linking to them in 'Mensajes'. */
export function UnansweredMessages() {
  const { data } = useUnansweredMessages();
  if (!data) return null;
  const { count } = data;
  return (
    <p className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <Icon node={Mail} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <Link
        to="/panel/messages?filter=new"
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
      >
        {count === 0
          ? 'No hay mensajes sin responder'
          : count === 1
            ? '1 mensaje sin responder'
            : `${count} mensajes sin responder`}
      </Link>
    </p>
  );
}
