import type { IconNode } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { Link } from '../../../navigation/Link';

/** How many of something wait for an answer, linking to them: '3 mensajes sin responder'. */
export function WaitingNotice(props: {
  count: number;
  icon: IconNode;
  to: string;
  /** What is counted, in singular and plural, and the phrase for none. */
  one: string;
  many: string;
  none: string;
}) {
  const { count } = props;
  return (
    <p className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <Icon node={props.icon} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <Link
        to={props.to}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
      >
        {count === 0
          ? props.none
          : `${count} ${count === 1 ? props.one : props.many} sin responder`}
      </Link>
    </p>
  );
}
