import { useEffect, useRef } from 'react';
import { useLocation } from '../../navigation/navigation';
import type { SectionState } from '../../lib/use-section-link';

/** Every change of path starts at the top of the page, unless it is heading to a section. */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const headingToSection = Boolean((state as SectionState | null)?.scrollTo);
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (!headingToSection) window.scrollTo(0, 0);
  }, [pathname, headingToSection]);
  return null;
}
