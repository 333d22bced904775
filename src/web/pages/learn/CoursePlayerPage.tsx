import { ArrowLeft } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../navigation/Link';
import { useLocation, useNavigate, useParams, useSearchParams } from '../../navigation/navigation';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { SignedInOnly } from '../../auth/SignedInOnly';
import { ApiError } from '../../api/client';
import { useCompleteModule, useSavePosition, useStudyCourse } from '../../api/learning';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { PageLoading } from '../../components/layout/PageLoading';
import { Icon } from '../../components/ui/Icon';
import { notify } from '../../components/ui/toast';
import { usePageMeta } from '../../lib/use-page-meta';
import { AutoAdvance } from './AutoAdvance';
import { ClosedUnitStage } from './ClosedUnitStage';
import { ContentPanel } from './ContentPanel';
import { CourseFinished } from './CourseFinished';
import type { LessonClock } from './lesson-clock';
import { courseSteps, stepsAround, type Step } from './course-steps';
import { ModuleStage } from './ModuleStage';
import { moduleIdAt, nextModule, type Position } from './player-position';
import { QuizStage } from './QuizStage';
import { StepLinks } from './StepLinks';
import { usePlayerPosition } from './use-player-position';

// Below the lesson: the server's markup is read while the lesson is taken over (the tabs' code,
// Radix's among it, is not in the first download).
const PlayerTabs = laterPart(() => import('./PlayerTabs'));
export const laterParts = [PlayerTabs];

/**
 * /account/courses/:id/:slug?lesson={moduleId} (or the older ?unit=&module=) — studying an owned
 * course, for signed-in people only. The server renders it for its owner (page-registry.ts).
 */
export default function CoursePlayerPage() {
  return (
    <SignedInOnly>
      <CoursePlayer />
    </SignedInOnly>
  );
}

function CoursePlayer() {
  const path = useParams();
  const id = Number(path.id);
  const slug = path.slug ?? '';
  const { data: course, error } = useStudyCourse(id, slug);
  const complete = useCompleteModule(id, slug);
  const saver = useSavePosition(id, slug);
  const { position, startAt } = usePlayerPosition(course);
  // After a video ends: where the player is about to go, and from which step.
  const [advancing, setAdvancing] = useState<{ from: number; to: Step } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The lesson video's second and jumps, for the transcript and the search beside it.
  const clock = useRef<LessonClock>(null);
  usePageMeta({ title: course?.title ?? 'Cargando...', description: course?.description ?? '' });

  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  useEffect(() => {
    if (refused) void navigate(`/courses/${id}/${slug}`, { replace: true });
  }, [refused, id, slug, navigate]);
  useEffect(() => {
    if (course && course.slug !== slug) {
      void navigate(`/account/courses/${course.id}/${course.slug}${location.search}`, {
        replace: true,
      });
    }
  }, [course, slug, location.search, navigate]);

  if (error && !refused) {
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center text-slate-700">
        {GENERIC_ERROR_MESSAGE}
      </p>
    );
  }
  if (!course) return <PageLoading />;

  const markComplete = (at: Position) => {
    const unit = course.units[at.unitIndex];
    const module = unit?.modules[at.moduleIndex];
    if (!unit || !module || course.progress.completedModuleIds.includes(module.id)) return;
    complete.mutate(
      { unitId: unit.id, moduleId: module.id },
      { onError: (failure) => notify.error(failure.message) },
    );
  };
  // A lesson of a unit not open yet (drip release) shows when it opens instead.
  const positionUnit = position ? course.units[position.unitIndex] : undefined;
  const closedOn = positionUnit?.opensOn;
  // `&evaluacion=1` opens the evaluation of the unit of the position.
  const quizUnit =
    position && params.get('evaluacion') === '1' ? course.units[position.unitIndex] : undefined;
  const around = position
    ? stepsAround(courseSteps(course.units), position, Boolean(quizUnit?.quiz))
    : undefined;
  // Gone elsewhere meanwhile (the outline, 'Anterior'): the countdown is over.
  if (advancing && advancing.from !== around?.current) setAdvancing(null);
  /**
   * At the end the course picks up at the next module's start (or this one's, the last), and
   * the player counts down to the next step: the unit's evaluation after its last lesson.
   */
  const handleEnded = (at: Position) => {
    const next = nextModule(course.units, at.unitIndex, at.moduleIndex);
    const resumeAt = moduleIdAt(course.units, next ?? at);
    if (resumeAt !== undefined) saver.save({ moduleId: resumeAt, seconds: 0 });
    if (around?.next) setAdvancing({ from: around.current, to: around.next });
  };
  const goTo = (step: Step) => {
    setAdvancing(null);
    void navigate({ search: step.search });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/account/courses"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
          Mis cursos
        </Link>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{course.title}</h1>
      </div>
      {/* On a phone the course content comes right after the video, before the long description. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          {course.progress.percent === 100 && <CourseFinished course={course} />}
          {positionUnit && closedOn && position ? (
            <ClosedUnitStage
              unitNumber={position.unitIndex + 1}
              title={positionUnit.title}
              opensOn={closedOn}
            />
          ) : position && quizUnit?.quiz ? (
            <QuizStage
              key={quizUnit.id}
              courseId={course.id}
              slug={course.slug}
              unitId={quizUnit.id}
              unitNumber={position.unitIndex + 1}
            />
          ) : position ? (
            <ModuleStage
              course={course}
              position={position}
              startAt={startAt}
              saver={saver}
              saving={complete.isPending}
              onComplete={() => markComplete(position)}
              onEnded={() => handleEnded(position)}
              clock={clock}
            />
          ) : (
            <p className="rounded-xl bg-slate-50 p-6 text-slate-700">
              Este curso todavía no tiene módulos.
            </p>
          )}
          {advancing && (
            <AutoAdvance
              key={advancing.to.search}
              next={advancing.to}
              onGo={() => goTo(advancing.to)}
              onCancel={() => setAdvancing(null)}
            />
          )}
          {around && <StepLinks previous={around.previous} next={around.next} />}
        </div>
        {position && (
          <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
            <HydrateLater>
              <ContentPanel
                course={course}
                units={course.units}
                progress={course.progress}
                current={position}
                quizOpen={Boolean(quizUnit?.quiz)}
                clock={clock}
              />
            </HydrateLater>
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <HydrateLater>
            <PlayerTabs
              course={course}
              moduleId={position && !closedOn ? moduleIdAt(course.units, position) : undefined}
              clock={clock}
            />
          </HydrateLater>
        </div>
      </div>
    </div>
  );
}
