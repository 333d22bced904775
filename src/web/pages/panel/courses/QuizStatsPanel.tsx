import { useCourseQuizStats } from '../../../api/admin-courses';

/** Per evaluation of the course: attempts, students who passed, pass rate, most failed questions. */
export function QuizStatsPanel({ courseId }: { courseId: number }) {
  const { data } = useCourseQuizStats(courseId);
  if (!data || data.quizzes.length === 0) return null;
  return (
    <section
      aria-labelledby="quiz-stats"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 id="quiz-stats" className="text-lg font-bold text-brand-900">
        Resultados de las evaluaciones
      </h2>
      {data.quizzes.map((quiz) => {
        const failed = quiz.questions.filter((question) => question.failed > 0).slice(0, 3);
        return (
          <article key={quiz.unitId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">{quiz.unitTitle}</h3>
            <p className="text-sm text-slate-700">
              {quiz.attempts} {quiz.attempts === 1 ? 'intento' : 'intentos'} de {quiz.students}{' '}
              {quiz.students === 1 ? 'alumno' : 'alumnos'} · aprobaron {quiz.passedStudents} · tasa
              de aprobación {quiz.passRate === null ? '—' : `${quiz.passRate}%`} (aprueba con{' '}
              {quiz.passingScore}%)
            </p>
            {failed.length > 0 && (
              <div className="text-sm">
                <p className="font-medium text-slate-800">Preguntas más falladas</p>
                <ol className="list-decimal pl-5 text-slate-700">
                  {failed.map((question) => (
                    <li key={question.id}>
                      {question.text}: {question.failed} de {question.answered} respuestas
                      incorrectas
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </article>
        );
      })}
    </section>
  );
}
