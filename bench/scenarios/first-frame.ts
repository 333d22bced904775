import { launchBrowser } from '../../tests/support/browser';
import { BUDGETS } from '../budgets';

declare global {
  interface Window {
    /** When the lesson's video had its first frame, in ms from the navigation's start. */
    __firstFrameMs?: number;
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Opening a lesson in a fresh browser context (cold cache), signed in, to its video's first
 * frame ('loadeddata': the first frame is there to show), from the navigation's start.
 */
export async function firstFrameTimes(
  baseUrl: string,
  cookie: string,
  address: string,
): Promise<number[]> {
  const browser = await launchBrowser();
  const [name, value] = cookie.split('=') as [string, string];
  try {
    const times: number[] = [];
    for (let run = 0; run < BUDGETS.player.firstFrameRuns; run++) {
      const session = await browser.newContext({ baseURL: baseUrl });
      await session.addCookies([{ name, value, url: baseUrl }]);
      await session.addInitScript(() => {
        document.addEventListener(
          'loadeddata',
          (event) => {
            if (event.target instanceof HTMLVideoElement) {
              window.__firstFrameMs ??= performance.now();
            }
          },
          true,
        );
      });
      const page = await session.newPage();
      await page.goto(address);
      const handle = await page.waitForFunction(() => window.__firstFrameMs, undefined, {
        timeout: 30_000,
      });
      times.push((await handle.jsonValue()) as number);
      // FIRST_FRAME_TRACE=1: each run's paint and requests, in ms from the navigation's start.
      if (process.env.FIRST_FRAME_TRACE) {
        const entries = await page.evaluate(() => [
          ...performance
            .getEntriesByType('navigation')
            .map(
              (e) => `html ${Math.round((e as unknown as { responseEnd: number }).responseEnd)}`,
            ),
          ...performance
            .getEntriesByType('paint')
            .map((e) => `${e.name} ${Math.round(e.startTime)}`),
          ...performance
            .getEntriesByType('resource')
            .map(
              (e) =>
                `${Math.round(e.startTime)}-${Math.round((e as unknown as { responseEnd: number }).responseEnd)} ${e.name.replace(location.origin, '').slice(0, 90)}`,
            ),
        ]);
        console.error(`run ${run}: ${times.at(-1)}\n  ${entries.join('\n  ')}`);
      }
      await session.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
