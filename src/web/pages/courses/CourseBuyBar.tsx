import { clsx } from 'clsx';
import { CircleCheck } from 'lucide';
import { useRef } from 'react';
import { PriceTag } from '../../components/course/PriceTag';
import { Icon } from '../../components/ui/Icon';
import { useHydrated } from '../../lib/use-hydrated';
import { BuyBarAction } from './BuyBarAction';
import { usePurchaseState } from './purchase-state';
import { useBuyBarShown } from './use-buy-bar-shown';
import type { CourseDetail } from '../../../shared/responses/courses';

/**
 * The price and 'Comprar' while the header's buy button is out of view above and the page's end
 * is not yet in view (so it never covers the footer): on a phone a bar at the bottom of the
 * screen; on a desktop a compact card at the top right, in the price card's column, for when the
 * price card (sticky while the header lasts) has gone up with the header.
 * While the cookie notice is shown the phone's bar stays hidden rather than stacking over it:
 * both together would take a fifth of the screen, and the notice asks for one tap only.
 * The server renders none: it depends on scrolling.
 */
export default function CourseBuyBar({ course }: { course: CourseDetail }) {
  const hydrated = useHydrated();
  const end = useRef<HTMLDivElement>(null);
  const shown = useBuyBarShown(end, hydrated);
  const state = usePurchaseState({ kind: 'course', id: course.id, slug: course.slug });
  if (!hydrated) return null;
  const owned = state === 'owns-course';
  return (
    <>
      {/* Room at the page's end, so that the phone's bar never hides the last of the content. */}
      <div ref={end} className="h-24 lg:h-0" aria-hidden="true" />
      <aside
        aria-label="Comprar el curso"
        className={clsx(
          'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,42,68,0.08)] backdrop-blur max-lg:[body:has([data-cookie-notice])_&]:hidden',
          'lg:left-auto lg:top-20 lg:right-[max(1.5rem,calc((100%-80rem)/2+1.5rem))] lg:bottom-auto lg:w-96 lg:rounded-2xl lg:border lg:pb-0 lg:shadow-xl',
          'motion-safe:transition-[translate,opacity,visibility] motion-safe:duration-300',
          !shown && 'invisible translate-y-full lg:translate-y-0 lg:opacity-0',
        )}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          {owned ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
              <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
              En propiedad
            </p>
          ) : (
            <PriceTag course={course} size="card" />
          )}
          <div className="min-w-36 shrink-0">
            <BuyBarAction course={course} state={state} />
          </div>
        </div>
      </aside>
    </>
  );
}
