import { Mail, MessageCircleQuestion, type IconNode } from 'lucide';
import { useUnansweredMessages } from '../../../api/admin-messages';
import { useUnansweredQuestions } from '../../../api/admin-questions';
import { Icon } from '../../../components/ui/Icon';
import { Link } from '../../../navigation/Link';

/** How many of something wait for an answer, linking to them: '3 mensajes sin responder'. */
function WaitingNotice(props: {
  count: number | undefined;
  icon: IconNode;
  to: string;
  /** What is counted, in singular and plural. */
  noun: [one: string, many: string];
}) {
  const { count, noun } = props;
  if (count === undefined) return null;
  return (
    <p className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <Icon node={props.icon} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <Link
        to={props.to}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
      >
        {count === 0
          ? `No hay ${noun[1]} sin responder`
          : `${count} ${count === 1 ? noun[0] : noun[1]} sin responder`}
      </Link>
    </p>
  );
}

/** The contact messages and the students' questions that wait for an answer, linking to them. */
export function Unanswered() {
  const messages = useUnansweredMessages().data?.count;
  const questions = useUnansweredQuestions().data?.count;
  return (
    <>
      <WaitingNotice
        count={messages}
        icon={Mail}
        to="/panel/messages?filter=new"
        noun={['mensaje', 'mensajes']}
      />
      <WaitingNotice
        count={questions}
        icon={MessageCircleQuestion}
        to="/panel/questions"
        noun={['pregunta', 'preguntas']}
      />
    </>
  );
}
