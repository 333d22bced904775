import { PartyPopper } from 'lucide';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ReviewPrompt } from './ReviewPrompt';

/**
 * The moment the course reaches 100 %: its certificate is waiting in 'Mis cursos', and the
 * student is asked for a review.
 */
export function CourseFinished({ course }: { course: { id: number; slug: string } }) {
  return (
    <section
      aria-labelledby="course-finished"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200"
    >
      <div className="flex items-center gap-3">
        <Icon node={PartyPopper} className="size-7 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <h2 id="course-finished" className="text-lg font-bold text-emerald-900">
            ¡Terminaste!
          </h2>
          <p className="text-sm text-emerald-900">Completaste todas las clases y evaluaciones.</p>
        </div>
      </div>
      <Link to="/account/courses#my-certificates" className={buttonClasses('primary')}>
        Descargá tu certificado
      </Link>
      <ReviewPrompt course={course} />
    </section>
  );
}
