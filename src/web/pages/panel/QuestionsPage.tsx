import { questionsSearchParams, useAdminQuestions } from '../../api/admin-questions';
import { useSearchParams } from '../../navigation/navigation';
import { CourseSelect } from './CourseSelect';
import { PagedResults } from './PagedResults';
import { PanelPage } from './PanelPage';
import { QuestionCards } from './questions/QuestionCards';

/** The course (`courseId`) and page of the list, kept in the query string. */
function useQuestionsParams() {
  const [params, setParams] = useSearchParams();
  const courseId = /^\d{1,10}$/.test(params.get('courseId') ?? '') ? params.get('courseId')! : '';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const query = { page, courseId };
  return {
    query,
    setCourse: (next: string) =>
      setParams(questionsSearchParams({ page: 1, courseId: next }), { preventScrollReset: true }),
    hrefFor: (to: number) => `?${questionsSearchParams({ ...query, page: to })}`,
  };
}

/** /panel/questions: what students ask under the lessons, unanswered first, answered from here. */
export default function QuestionsPage() {
  const list = useQuestionsParams();
  const questions = useAdminQuestions(list.query);

  return (
    <PanelPage>
      <div role="search" className="max-w-md">
        <CourseSelect value={list.query.courseId} onChange={list.setCourse} />
      </div>
      <PagedResults
        list={questions}
        errorMessage="Ocurrió un error al obtener las preguntas. Intente de nuevo más tarde."
        emptyMessage="No hay preguntas de este curso."
        noun={['pregunta', 'preguntas']}
        hrefFor={list.hrefFor}
      >
        {(items) => <QuestionCards questions={items} />}
      </PagedResults>
    </PanelPage>
  );
}
