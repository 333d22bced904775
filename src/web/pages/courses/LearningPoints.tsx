import { clsx } from 'clsx';
import { CircleCheck } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import type { CourseDetail } from '../../../shared/responses/courses';

/** 'Lo que vas a aprender': on the page (light) or inside the navy course header (dark). */
export default function LearningPoints({
  points,
  tone,
}: {
  points: CourseDetail['learningList'];
  tone: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 rounded-2xl p-6 ring-1',
        dark ? 'bg-brand-800/60 ring-brand-700' : 'bg-brand-50 ring-brand-100',
      )}
    >
      <h2 className={clsx('text-xl font-bold', dark ? 'text-white' : 'text-brand-900')}>
        Lo que vas a aprender
      </h2>
      <ul className="flex flex-col gap-3">
        {points.map((point) => (
          <li
            key={point.id}
            className={clsx('flex items-start gap-3', dark ? 'text-brand-50' : 'text-slate-700')}
          >
            <Icon
              node={CircleCheck}
              className={clsx(
                'mt-0.5 size-5 shrink-0',
                dark ? 'text-accent-300' : 'text-brand-600',
              )}
              aria-hidden="true"
            />
            {point.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
