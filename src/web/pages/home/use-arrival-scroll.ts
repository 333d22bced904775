import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToSection, SECTION_SCROLL_DELAY_MS } from '../../lib/scroll-to-section';
import type { SectionState } from '../../lib/use-section-link';

/**
 * When the page is opened with `{ scrollTo: sectionId }` in the router state (a section link
 * clicked on another page), scrolls to that section after SECTION_SCROLL_DELAY_MS and clears
 * the state, so a reload does not scroll again.
 *
 * The state is cleared right away and the scroll runs afterwards: clearing it re-renders the
 * layout (ScrollToTop reacts to the state), and the scroll must come last. For that reason the
 * timer outlives the state change and is only cancelled when the page unmounts.
 */
export function useArrivalScroll(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as SectionState | null)?.scrollTo;
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!target) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => scrollToSection(target), SECTION_SCROLL_DELAY_MS);
    void navigate('.', { replace: true, state: null });
  }, [target, navigate]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
}
