export const SCROLL_DURATION_MS = 500;
export const SECTION_SCROLL_DELAY_MS = 50;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls smoothly (500 ms) to the element with that id, below the sticky header. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const target = element.getBoundingClientRect().top + window.scrollY - (header?.offsetHeight ?? 0);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion) {
    window.scrollTo(0, target);
  } else {
    const start = window.scrollY;
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / SCROLL_DURATION_MS);
      window.scrollTo(0, start + (target - start) * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
  element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
