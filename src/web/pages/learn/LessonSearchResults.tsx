import type { RefObject } from 'react';
import { foldText } from '../../../shared/fold-text';
import { formatClock } from '../../../shared/format-clock';
import { lessonAtSearch, lessonSearch } from '../../../shared/lesson-links';
import type { StudyCourse } from '../../../shared/responses/learning';
import type { SpokenMatch } from '../../../shared/responses/video-captions';
import { useSpokenSearch } from '../../api/video-captions';
import { Link } from '../../navigation/Link';
import type { LessonClock } from './lesson-clock';

type Found = {
  moduleId: number;
  /** '2.3': the unit's and the lesson's numbers. */
  number: string;
  title: string;
  spoken?: SpokenMatch;
};

/**
 * The lessons found, in course order: those whose title has every word searched (ignoring case
 * and accents), and those where it is said (the server's search of their subtitles).
 */
function foundLessons(
  units: StudyCourse['units'],
  search: string,
  spoken: readonly SpokenMatch[],
): Found[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const said = new Map(spoken.map((match) => [match.moduleId, match]));
  // A unit not open yet is not searched: its lessons cannot be opened.
  return units.flatMap((unit, unitIndex) =>
    (unit.locked ? [] : unit.modules).flatMap((module, moduleIndex) => {
      const title = foldText(module.title);
      const inTitle = words.every((word) => title.includes(word));
      const match = said.get(module.id);
      if (!inTitle && !match) return [];
      return [
        {
          moduleId: module.id,
          number: `${unitIndex + 1}.${moduleIndex + 1}`,
          title: module.title,
          ...(match ? { spoken: match } : {}),
        },
      ];
    }),
  );
}

type LessonSearchResultsProps = {
  course: { id: number; slug: string };
  units: StudyCourse['units'];
  search: string;
  /** The lesson open now: a result in it moves its video rather than opening it again. */
  currentModuleId: number | undefined;
  clock: RefObject<LessonClock | null>;
};

/**
 * What the content panel's search finds: each lesson by its title or by what is said in it
 * (then with the words as said, and the second they are said at, where its link opens it).
 */
export function LessonSearchResults({
  course,
  units,
  search,
  currentModuleId,
  clock,
}: LessonSearchResultsProps) {
  const spoken = useSpokenSearch({ courseId: course.id, slug: course.slug }, search);
  const found = foundLessons(units, search, spoken.data ?? []);
  const waiting = spoken.isFetching && found.length === 0;
  return (
    <section aria-label="Resultados de la búsqueda" className="flex flex-col">
      <p role="status" className="px-5 py-3 text-sm text-slate-600">
        {waiting
          ? 'Buscando…'
          : found.length === 0
            ? `No encontramos clases con «${search.trim()}».`
            : `${found.length} ${found.length === 1 ? 'clase' : 'clases'}`}
      </p>
      <ul>
        {found.map((lesson) => (
          <li key={lesson.moduleId}>
            <Link
              to={
                lesson.spoken
                  ? lessonAtSearch(lesson.moduleId, lesson.spoken.at)
                  : lessonSearch(lesson.moduleId)
              }
              onClick={() => {
                if (lesson.spoken && lesson.moduleId === currentModuleId) {
                  clock.current?.seek(lesson.spoken.at);
                }
              }}
              className="flex flex-col gap-1 border-l-4 border-transparent px-4 py-3 text-sm text-slate-700 hover:bg-slate-50"
            >
              <span className="font-medium text-brand-900">
                {lesson.number}. {lesson.title}
              </span>
              {lesson.spoken && (
                <span>
                  <span className="font-mono text-brand-700 tabular-nums">
                    {formatClock(lesson.spoken.at)}
                  </span>{' '}
                  «{lesson.spoken.snippet}»
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
