import { Play, RotateCcw } from 'lucide';
import { lazy, Suspense } from 'react';
import { PriceTag } from '../../../components/course/PriceTag';
import { Button } from '../../../components/ui/Button';
import { useHydrated } from '../../../lib/use-hydrated';
import { Icon } from '../../../components/ui/Icon';
import { PreviewBuy } from './PreviewBuy';
import type { PreviewLesson } from './preview-lessons';
import type { CourseDetail } from '../../../../shared/responses/courses';

// Not in the page's first download: only a visitor who asks to watch loads a player.
const PreviewPlayer = lazy(() => import('./PreviewPlayer'));

export type PreviewStep = 'waiting' | 'playing' | 'ended';

const frame = 'aspect-video w-full overflow-hidden rounded-xl bg-black';

type PreviewStageProps = {
  course: CourseDetail;
  lesson: PreviewLesson;
  step: PreviewStep;
  onStep: (step: PreviewStep) => void;
};

/** Where the lesson ends: the course's price and 'Comprar el curso', or watching it again. */
function PreviewEnd({ course, onAgain }: { course: CourseDetail; onAgain: () => void }) {
  return (
    <div
      role="status"
      className="flex min-h-56 flex-col items-center justify-center gap-4 rounded-xl bg-brand-900 px-6 py-8 text-center text-white sm:aspect-video"
    >
      <p className="text-xl font-bold">¿Te gustó la clase? Seguí con el curso completo</p>
      <div className="rounded-xl bg-white px-6 py-4 text-left">
        <PriceTag course={course} size="page" />
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3">
        <PreviewBuy course={course} />
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onAgain}>
          <Icon node={RotateCcw} className="size-4" aria-hidden="true" />
          Volver a verla
        </Button>
      </div>
    </div>
  );
}

/**
 * The free lesson: a poster with 'Ver la clase gratis' until asked, then its player, playing;
 * when it ends, the course's price and 'Comprar el curso' in its place.
 */
export function PreviewStage({ course, lesson, step, onStep }: PreviewStageProps) {
  // Server markup until the page's code runs: a click then would be lost, so it waits.
  const hydrated = useHydrated();
  if (step === 'ended') return <PreviewEnd course={course} onAgain={() => onStep('playing')} />;
  if (step === 'playing') {
    return (
      <Suspense fallback={<div className={frame} aria-busy="true" />}>
        <PreviewPlayer course={course} lesson={lesson} onEnded={() => onStep('ended')} />
      </Suspense>
    );
  }
  return (
    <div className={`${frame} relative grid place-items-center`}>
      {course.picture && (
        <img
          src={course.picture.url}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-40"
        />
      )}
      <Button
        variant="accent"
        className="relative text-lg"
        disabled={!hydrated}
        onClick={() => onStep('playing')}
      >
        <Icon node={Play} className="size-5" aria-hidden="true" />
        Ver la clase gratis
      </Button>
    </div>
  );
}
