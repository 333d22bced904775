import { MessageCircleQuestion } from 'lucide';
import { useUnansweredQuestions } from '../../../api/admin-questions';
import { WaitingNotice } from './WaitingNotice';

/** How many students' questions wait for an answer, linking to 'Preguntas' (unanswered first). */
export function UnansweredQuestions() {
  const { data } = useUnansweredQuestions();
  if (!data) return null;
  return (
    <WaitingNotice
      count={data.count}
      icon={MessageCircleQuestion}
      to="/panel/questions"
      one="pregunta"
      many="preguntas"
      none="No hay preguntas sin responder"
    />
  );
}
