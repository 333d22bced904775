import { Check, Circle, Lock } from 'lucide';
import { useState, type RefObject } from 'react';
import { Link } from '../../navigation/Link';
import { ProgressBar } from '../../components/course/ProgressBar';
import { UnitDisclosure } from '../../components/course/UnitDisclosure';
import { Icon } from '../../components/ui/Icon';
import { SearchField } from '../../components/ui/SearchField';
import { SPOKEN_SEARCH_MIN } from '../../api/video-captions';
import { useOpenSet } from '../../lib/use-open-set';
import { lessonSearch, quizSearch } from '../../../shared/lesson-links';
import { availableOn } from '../../../shared/unit-release';
import type { LessonClock } from './lesson-clock';
import { LessonSearchResults } from './LessonSearchResults';
import { moduleIdAt, type Position } from './player-position';
import type { CourseProgress, StudyCourse } from '../../../shared/responses/learning';

type ContentPanelProps = {
  course: { id: number; slug: string };
  units: StudyCourse['units'];
  progress: CourseProgress;
  current: Position;
  /** The current unit's evaluation is open rather than its module. */
  quizOpen: boolean;
  /** The lesson video's clock: a search's result in the open lesson moves it. */
  clock: RefObject<LessonClock | null>;
};

/**
 * The course outline beside the player: progress, a search of the lessons (by title or by what
 * is said in them) whose results stand in for the outline, units (collapsible) and module links.
 */
export function ContentPanel({
  course,
  units,
  progress,
  current,
  quizOpen,
  clock,
}: ContentPanelProps) {
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= SPOKEN_SEARCH_MIN;
  const currentUnit = String(units[current.unitIndex]?.id ?? '');
  const { open, setOpen, isOpen, toggle } = useOpenSet([currentUnit]);
  const [shownUnit, setShownUnit] = useState(currentUnit);
  if (shownUnit !== currentUnit) {
    // Moving to another unit (a link or the next video) opens it.
    setShownUnit(currentUnit);
    if (!open.includes(currentUnit)) setOpen([...open, currentUnit]);
  }
  const done = new Set(progress.completedModuleIds);
  const passed = new Set(progress.passedQuizUnitIds);

  return (
    <section
      aria-labelledby="player-outline"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-2 border-b border-slate-200 p-5">
        <h2 id="player-outline" className="text-lg font-bold text-brand-900">
          Contenido del curso
        </h2>
        <ProgressBar percent={progress.percent} label="Progreso del curso" />
        <p className="text-sm font-medium text-slate-700">{progress.percent}% completado</p>
        <div role="search">
          <SearchField
            label="Buscar en el curso"
            placeholder="Un tema, o algo que se dice en una clase"
            value={search}
            onSearch={setSearch}
          />
        </div>
      </div>
      {searching && (
        <LessonSearchResults
          course={course}
          units={units}
          search={search}
          currentModuleId={quizOpen ? undefined : moduleIdAt(units, current)}
          clock={clock}
        />
      )}
      <div hidden={searching}>
        {units.map((unit, unitIndex) => {
          const completed = unit.modules.filter((module) => done.has(module.id)).length;
          // The evaluation opens beside the unit's last lesson (the address names a lesson).
          const lastModule = unit.modules.at(-1);
          if (unit.opensOn) return <ClosedUnit key={unit.id} unit={unit} number={unitIndex + 1} />;
          return (
            <UnitDisclosure
              key={unit.id}
              number={unitIndex + 1}
              title={unit.title}
              detail={`${completed}/${unit.modules.length} módulos completados`}
              open={isOpen(String(unit.id))}
              onToggle={() => toggle(String(unit.id))}
            >
              <ol>
                {unit.modules.map((module, moduleIndex) => {
                  const here =
                    !quizOpen &&
                    unitIndex === current.unitIndex &&
                    moduleIndex === current.moduleIndex;
                  return (
                    <li key={module.id}>
                      <Link
                        to={lessonSearch(module.id)}
                        aria-current={here ? 'true' : undefined}
                        className={entryClass(here)}
                      >
                        <Tick done={done.has(module.id)} />
                        <span>
                          {moduleIndex + 1}. {module.title}
                        </span>
                      </Link>
                    </li>
                  );
                })}
                {unit.quiz && lastModule && (
                  <li>
                    <Link
                      to={quizSearch(lastModule.id)}
                      aria-current={
                        quizOpen && unitIndex === current.unitIndex ? 'true' : undefined
                      }
                      className={entryClass(quizOpen && unitIndex === current.unitIndex)}
                    >
                      <Tick done={passed.has(unit.id)} label="Aprobada" />
                      <span>Evaluación</span>
                    </Link>
                  </li>
                )}
              </ol>
            </UnitDisclosure>
          );
        })}
      </div>
    </section>
  );
}

/**
 * A unit not open yet to the student: its lock and the day it opens, its lessons listed, none of
 * them a link (the server refuses them until that day).
 */
function ClosedUnit({ unit, number }: { unit: StudyCourse['units'][number]; number: number }) {
  const [open, setOpen] = useState(false);
  return (
    <UnitDisclosure
      number={number}
      title={unit.title}
      detail={availableOn(unit.opensOn ?? '')}
      locked
      open={open}
      onToggle={() => setOpen(!open)}
    >
      <ol>
        {unit.modules.map((module, moduleIndex) => (
          <li
            key={module.id}
            aria-disabled="true"
            className="flex items-center gap-3 border-l-4 border-transparent px-4 py-3 text-sm text-slate-500"
          >
            <Icon node={Lock} className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              {moduleIndex + 1}. {module.title}
            </span>
          </li>
        ))}
      </ol>
    </UnitDisclosure>
  );
}

const entryClass = (here: boolean) =>
  here
    ? 'flex items-center gap-3 border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900'
    : 'flex items-center gap-3 border-l-4 border-transparent px-4 py-3 text-sm text-slate-700 hover:bg-slate-50';

/** A module done or an evaluation passed: a green tick; otherwise an empty circle. */
function Tick({ done, label = 'Completado' }: { done: boolean; label?: string }) {
  return done ? (
    <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
      <Icon node={Check} className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <Icon node={Circle} className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
  );
}
