import { firmFaq } from '../../../shared/course-faq';
import type { CourseDetail } from '../../../shared/responses/courses';

/**
 * 'Preguntas frecuentes': the course's own questions, then the firm's. Plain <details>, open and
 * closed without any script.
 */
export function CourseFaq({ course }: { course: CourseDetail }) {
  const entries = [
    ...course.faq,
    ...firmFaq({ installments: course.installments, certificate: course.facts.lessons > 0 }),
  ];
  return (
    <section aria-labelledby="course-faq" className="flex max-w-4xl flex-col gap-4">
      <h2 id="course-faq" className="text-2xl font-bold text-brand-900">
        Preguntas frecuentes
      </h2>
      <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {entries.map((entry) => (
          <details key={entry.question} className="group px-5 py-4">
            <summary className="cursor-pointer font-semibold text-brand-900 marker:text-accent-600">
              {entry.question}
            </summary>
            <p className="mt-2 whitespace-pre-line text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
