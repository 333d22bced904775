import { useEffect, useRef, useState, type RefObject } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatClock } from '../../../shared/format-clock';
import type { TranscriptCue } from '../../../shared/responses/video-captions';
import { ApiError } from '../../api/client';
import { useLessonTranscript } from '../../api/video-captions';
import { LoadError } from '../../components/ui/LoadError';
import { cueAt } from './cue-at';
import type { LessonClock } from './lesson-clock';

type LessonRef = { courseId: number; slug: string; moduleId: number };

export const NO_TRANSCRIPT = 'Esta clase todavía no tiene transcripción.';

/** How often the video's second is read to follow it. */
const FOLLOW_MS = 500;

/** The index of the cue said now, read from the video's clock while the list is shown. */
function useCurrentCue(cues: readonly TranscriptCue[], clock: RefObject<LessonClock | null>) {
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    // Without a playing video (not ready yet) the cue last chosen stays marked.
    const follow = () => {
      const seconds = clock.current?.seconds();
      if (seconds !== null && seconds !== undefined) setCurrent(cueAt(cues, seconds));
    };
    follow();
    const timer = setInterval(follow, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [cues, clock]);
  return [current, setCurrent] as const;
}

function CueList({
  cues,
  clock,
}: {
  cues: readonly TranscriptCue[];
  clock: RefObject<LessonClock | null>;
}) {
  const [current, setCurrent] = useCurrentCue(cues, clock);
  const list = useRef<HTMLOListElement>(null);
  // The cue said now stays in sight inside the list (the page itself does not move).
  useEffect(() => {
    const box = list.current;
    const item = box?.children[current] as HTMLElement | undefined;
    if (!box || !item) return;
    if (
      item.offsetTop < box.scrollTop ||
      item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight
    ) {
      box.scrollTop = item.offsetTop - box.clientHeight / 3;
    }
  }, [current]);
  return (
    <ol
      ref={list}
      aria-label="Transcripción de la clase"
      className="relative flex max-h-96 flex-col gap-1 overflow-y-auto"
    >
      {cues.map((cue, index) => (
        <li key={`${cue.start}-${index}`}>
          <button
            type="button"
            aria-current={index === current ? 'true' : undefined}
            onClick={() => {
              clock.current?.seek(cue.start);
              setCurrent(index);
            }}
            className={
              index === current
                ? 'flex w-full gap-3 rounded-lg bg-brand-50 px-3 py-2 text-left text-brand-900 ring-1 ring-brand-200'
                : 'flex w-full gap-3 rounded-lg px-3 py-2 text-left text-slate-700 hover:bg-slate-50'
            }
          >
            <span className="w-14 shrink-0 font-mono text-sm text-brand-700 tabular-nums">
              <span className="sr-only">Ir a </span>
              {formatClock(cue.start)}
            </span>{' '}
            <span>{cue.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Transcripción': what is said in a hosted lesson, cue by cue with its time; the cue said now
 * is marked as the video plays, and a cue takes the video to its second.
 */
export default function LessonTranscript({
  lesson,
  clock,
}: {
  lesson: LessonRef;
  clock: RefObject<LessonClock | null>;
}) {
  const { data, error, isPending } = useLessonTranscript(lesson);
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <p className="text-slate-700">{NO_TRANSCRIPT}</p>
    ) : (
      <LoadError>{GENERIC_ERROR_MESSAGE}</LoadError>
    );
  }
  if (isPending) return <p className="text-slate-600">Cargando transcripción...</p>;
  if (data.cues.length === 0) return <p className="text-slate-700">{NO_TRANSCRIPT}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Tocá una frase para ir a ese momento del video.</p>
      <CueList cues={data.cues} clock={clock} />
    </div>
  );
}
