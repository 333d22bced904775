import { useEffect } from 'react';
import { recordCourseView } from '../../shared/contracts/reports';
import { apiHref } from './call';

/**
 * Tells the server, once the course's page is in front of someone (not in a background tab or a
 * prerender), that it was seen: the sales funnel's first step. A beacon, answered 204 whatever
 * happens, so nothing waits for it; the server counts one a visitor and day.
 */
export function useCourseViewBeacon(courseId: number) {
  useEffect(() => {
    const url = apiHref(recordCourseView, { params: { id: courseId } });
    const send = () => {
      if (!navigator.sendBeacon?.(url)) {
        void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
      }
    };
    if (document.visibilityState === 'visible') {
      send();
      return;
    }
    const whenShown = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', whenShown);
      send();
    };
    document.addEventListener('visibilitychange', whenShown);
    return () => document.removeEventListener('visibilitychange', whenShown);
  }, [courseId]);
}
