export const SCROLL_DURATION_MS = 500;
export const SECTION_SCROLL_DELAY_MS = 50;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Frames allowed, once the scroll has ended, for the section to settle under the header. */
const SETTLE_FRAMES = 10;

/**
 * Scrolls smoothly (500 ms) to the element with that id, below the sticky header. The target is
 * measured again on every frame: sections further down are laid out only as they come near the
 * screen (`render-when-visible`), so the distance changes on the way.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const target = () => {
    const top = element.getBoundingClientRect().top + window.scrollY - (header?.offsetHeight ?? 0);
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return Math.max(0, Math.min(top, bottom));
  };
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const duration = reduceMotion ? 0 : SCROLL_DURATION_MS;
  const start = window.scrollY;
  const startedAt = performance.now();
  let settleFrames = SETTLE_FRAMES;
  const step = (now: number) => {
    const progress = duration === 0 ? 1 : Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (target() - start) * easeInOut(progress));
    const moved = Math.abs(target() - window.scrollY) > 1;
    if (progress < 1 || (moved && --settleFrames > 0)) requestAnimationFrame(step);
  };
  if (reduceMotion) window.scrollTo(0, target());
  requestAnimationFrame(step);
  element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
