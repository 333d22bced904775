import { useCallback } from 'react';
import { useLocation, useNavigate } from '../navigation/navigation';
import { scrollToSection } from './scroll-to-section';

export type SectionState = { scrollTo?: string };

/** Goes to a section of the home page: scrolls there, or opens / first and scrolls after it. */
export function useSectionLink(): (sectionId: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (location.pathname === '/') scrollToSection(sectionId);
      else navigate('/', { state: { scrollTo: sectionId } satisfies SectionState });
    },
    [location.pathname, navigate],
  );
}
