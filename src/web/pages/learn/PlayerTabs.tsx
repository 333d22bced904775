import { FileDown } from 'lucide';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, type RefObject } from 'react';
import { materialFileLabel } from '../../../shared/material-files';
import { hostedVideoId } from '../../../shared/video-source';
import { Icon } from '../../components/ui/Icon';
import { useHydrated } from '../../lib/use-hydrated';
import type { StudyCourse } from '../../../shared/responses/learning';
import type { LessonClock } from './lesson-clock';

/** Loaded when the tab opens: the player's first download stays without it. */
const LessonQuestions = lazy(() => import('./LessonQuestions'));
const LessonTranscript = lazy(() => import('./LessonTranscript'));

const tabClasses =
  'border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

function Materials({ materials }: { materials: StudyCourse['materials'] }) {
  if (materials.length === 0) {
    return <p className="text-slate-700">No hay material disponible por el momento.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {materials.map((material) => (
        <li key={material.id} className="flex flex-col">
          <a
            href={material.url}
            // A file is downloaded under its own name; a link opens in a new tab.
            {...(material.file
              ? { download: material.file.name }
              : { target: '_blank', rel: 'noopener noreferrer' })}
            className="inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            <Icon node={FileDown} className="size-4 shrink-0" aria-hidden="true" />
            {material.title}
          </a>
          {material.file && (
            <span className="pl-6 text-sm text-slate-600">{materialFileLabel(material.file)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'General' (description and content), 'Material' (links) and, with a lesson open, 'Preguntas'
 * (that lesson's questions) and, for a video hosted by the site, 'Transcripción' (what is said
 * in it, fetched when the tab opens; a cue takes the video through `clock` to its second) under
 * the player.
 */
export default function PlayerTabs({
  course,
  moduleId,
  clock,
}: {
  course: StudyCourse;
  moduleId?: number;
  clock: RefObject<LessonClock | null>;
}) {
  // Disabled while they are still the server's markup (their code arrives after the page's): a
  // tap then would be lost.
  const hydrated = useHydrated();
  const lesson = course.units
    .flatMap((unit) => unit.modules)
    .find((module) => module.id === moduleId);
  const hosted = lesson !== undefined && hostedVideoId(lesson.videoId) !== null;
  return (
    <Tabs.Root defaultValue="general" className="rounded-2xl bg-white ring-1 ring-slate-200">
      <Tabs.List aria-label="Información del curso" className="flex border-b border-slate-200 px-2">
        <Tabs.Trigger value="general" className={tabClasses} disabled={!hydrated}>
          General
        </Tabs.Trigger>
        <Tabs.Trigger value="material" className={tabClasses} disabled={!hydrated}>
          Material
        </Tabs.Trigger>
        {moduleId !== undefined && (
          <Tabs.Trigger value="questions" className={tabClasses} disabled={!hydrated}>
            Preguntas
          </Tabs.Trigger>
        )}
        {hosted && (
          <Tabs.Trigger value="transcript" className={tabClasses} disabled={!hydrated}>
            Transcripción
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="general" className="flex flex-col gap-4 p-6 focus-visible:outline-2">
        <p className="text-lg text-slate-700">{course.description}</p>
        {/* Rendered by the server from the course's markdown (learning/service.ts). */}
        <div dangerouslySetInnerHTML={{ __html: course.contentHtml }} />
      </Tabs.Content>
      <Tabs.Content value="material" className="p-6 focus-visible:outline-2">
        <Materials materials={course.materials} />
      </Tabs.Content>
      {moduleId !== undefined && (
        <Tabs.Content value="questions" className="p-6 focus-visible:outline-2">
          <Suspense fallback={<p className="text-slate-600">Cargando preguntas...</p>}>
            <LessonQuestions
              key={moduleId}
              lesson={{ courseId: course.id, slug: course.slug, moduleId }}
            />
          </Suspense>
        </Tabs.Content>
      )}
      {hosted && (
        <Tabs.Content value="transcript" className="p-6 focus-visible:outline-2">
          <Suspense fallback={<p className="text-slate-600">Cargando transcripción...</p>}>
            <LessonTranscript
              key={lesson.id}
              lesson={{ courseId: course.id, slug: course.slug, moduleId: lesson.id }}
              clock={clock}
            />
          </Suspense>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
