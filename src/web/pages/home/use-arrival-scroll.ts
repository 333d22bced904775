import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../navigation/navigation';
import { scrollToSection, SECTION_SCROLL_DELAY_MS } from '../../lib/scroll-to-section';
import type { SectionState } from '../../lib/use-section-link';

/**
 * When the page is opened with `{ scrollTo: sectionId }` in the router state (a section link
 * clicked on another page), scrolls to that section SECTION_SCROLL_DELAY_MS later and clears
 * the state, so a reload does not scroll again. The address is named in full: '.' from the
 * home page's index route would resolve to `/?index`.
 */
export function useArrivalScroll(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as SectionState | null)?.scrollTo;
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => {
      scrollToSection(target);
      void navigate({ pathname, search, hash }, { replace: true, state: null });
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate, pathname, search, hash]);
}
