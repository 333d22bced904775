import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the scroller stands: the first slide in view, and how many first slides it can show. */
type Position = { selected: number; snapCount: number };

function measure(scroller: HTMLElement): Position {
  const slides = scroller.children;
  const slideWidth = (slides[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
  if (slideWidth === 0) return { selected: 0, snapCount: 0 };
  const inView = Math.max(1, Math.round(scroller.clientWidth / slideWidth));
  const snapCount = Math.max(1, slides.length - inView + 1);
  const selected = Math.min(snapCount - 1, Math.round(scroller.scrollLeft / slideWidth));
  return { selected, snapCount };
}

/**
 * A carousel on CSS scroll snapping: the browser scrolls (touch, trackpad, arrow keys on the
 * focused scroller), this hook follows which slide is first in view and moves to one on request,
 * wrapping around at both ends. Before hydration there are no snaps to choose (as on the server).
 */
export function useSnapCarousel() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({ selected: 0, snapCount: 0 });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => setPosition(measure(scroller));
    const resizes = new ResizeObserver(update);
    resizes.observe(scroller);
    scroller.addEventListener('scroll', update, { passive: true });
    return () => {
      resizes.disconnect();
      scroller.removeEventListener('scroll', update);
    };
  }, []);

  const goTo = useCallback((index: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const { snapCount } = measure(scroller);
    const target = ((index % snapCount) + snapCount) % snapCount;
    const slideWidth = (scroller.children[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
    scroller.scrollTo({ left: target * slideWidth, behavior: 'smooth' });
  }, []);

  const step = useCallback(
    (by: number) => {
      const scroller = scrollerRef.current;
      if (scroller) goTo(measure(scroller).selected + by);
    },
    [goTo],
  );

  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);
  return { scrollerRef, ...position, goTo, next, previous };
}
