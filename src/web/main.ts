import { RENDERED_STATE_ID } from '../shared/server-render';
import { STREAM_ATTRIBUTE } from './components/video/stream-attribute';
import './styles.css';

/** The longest wait for the paint, e.g. in a tab opened in the background, which never paints. */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** The longest the page waits for a hosted lesson's first frame before it is taken over. */
const FIRST_FRAME_WAIT_LIMIT_MS = 1_500;

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

/**
 * A rendered hosted lesson begins its stream now, and the page is taken over once its first frame
 * is shown: hls.js's steps (playlists, key, segment) each need the main thread, which the taking
 * over would hold. The video's own controls work meanwhile.
 */
function beginLessonStream(): Promise<void> | undefined {
  const video = document.querySelector<HTMLVideoElement>(`video[${STREAM_ATTRIBUTE}]`);
  if (!video) return undefined;
  const shown = import('./components/video/early-stream').then(({ beginStream }) =>
    beginStream(video),
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FIRST_FRAME_WAIT_LIMIT_MS));
  return Promise.race([shown, limit]).catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const lessonStream = beginLessonStream();
if (document.getElementById(RENDERED_STATE_ID)) await afterFirstPaint();
await lessonStream;
const { startApp } = await import('./start-app');
await startApp(root);
