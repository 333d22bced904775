import { RENDERED_STATE_ID } from '../shared/server-render';
import './styles.css';

/** The longest wait for the paint, e.g. in a tab opened in the background, which never paints. */
const PAINT_WAIT_LIMIT_MS = 1_000;

/**
 * A page the server rendered is read before its code arrives: the code is asked for once the
 * browser has shown the page (its first contentful paint, which is when the screen changes, not
 * when a frame is started), so the words, font and pictures do not share the connection with the
 * scripts. A page drawn in the browser needs its code at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    setTimeout(done, PAINT_WAIT_LIMIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(done);
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
if (document.getElementById(RENDERED_STATE_ID)) await afterFirstPaint();
const { startApp } = await import('./start-app');
await startApp(root);
