import { useEffect, useState, type RefObject } from 'react';

type Place = 'above' | 'in view' | 'below';

function placeOf(entry: IntersectionObserverEntry): Place {
  if (entry.isIntersecting) return 'in view';
  const top = entry.rootBounds?.top ?? 0;
  return entry.boundingClientRect.bottom <= top ? 'above' : 'below';
}

/**
 * Whether the buy bar shows: once the header's buy button (`[data-header-buy]`) has gone up out
 * of view, until the page's end (`end`, just above the footer) comes into view or has gone by.
 * The site's sticky navigation (`[data-site-header]`) counts as out of view: a button under it
 * cannot be seen. Nothing is watched until `active` (the end is drawn).
 */
export function useBuyBarShown(end: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [button, setButton] = useState<Place>('in view');
  const [pageEnd, setPageEnd] = useState<Place>('below');
  useEffect(() => {
    const target = document.querySelector('[data-header-buy]');
    const last = end.current;
    if (!active || !target || !last) return;
    const navigation = document.querySelector<HTMLElement>('[data-site-header]');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          (entry.target === target ? setButton : setPageEnd)(placeOf(entry));
        }
      },
      { rootMargin: `-${navigation?.offsetHeight ?? 0}px 0px 0px 0px` },
    );
    observer.observe(target);
    observer.observe(last);
    return () => observer.disconnect();
  }, [end, active]);
  return button === 'above' && pageEnd === 'below';
}
