import { lazy, Suspense, useState } from 'react';
import { useOwnReview } from '../../api/course-reviews';
import { useCourseOwnership } from '../../components/course/use-course-ownership';
import { Button } from '../../components/ui/Button';

// The form comes with its own code, once an owner asks for it: it is not in the page's download.
const ReviewForm = lazy(() => import('../../components/reviews/ReviewForm'));

type CourseRef = { id: number; slug: string };

function OwnerReview({ course }: { course: CourseRef }) {
  const [open, setOpen] = useState(false);
  const { data } = useOwnReview(course);
  if (!data?.eligible) return null;
  const own = data.review;
  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {own?.hidden && (
          <p className="text-sm text-slate-600">El estudio ocultó tu opinión de esta página.</p>
        )}
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {own ? 'Editar mi opinión' : 'Dejar mi opinión'}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <Suspense fallback={<p className="text-slate-600">Cargando...</p>}>
        <ReviewForm
          course={course}
          own={own}
          legend={own ? 'Editá tu opinión del curso' : 'Dejá tu opinión del curso'}
          onSent={() => setOpen(false)}
          onDismiss={{ label: 'Cancelar', action: () => setOpen(false) }}
        />
      </Suspense>
    </div>
  );
}

/** 'Dejar mi opinión' or 'Editar mi opinión', for an owner far enough in the course; nothing for anyone else. */
export function OwnReviewAction({ course }: { course: CourseRef }) {
  const ownership = useCourseOwnership();
  return ownership.owns(course.id) ? <OwnerReview course={course} /> : null;
}
