import { launchBrowser } from '../../tests/support/browser';
import { BUDGETS } from '../budgets';
import { lighthouseRows } from '../lighthouse';
import { ms, type ResultRow } from '../report';
import type { ScenarioContext } from './context';

declare global {
  interface Window {
    /** When the lesson's video had its first frame, in ms from the navigation's start. */
    __firstFrameMs?: number;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The lesson a seeded student opens: the study course's first module, by its stable address. */
function lessonAddress({ students }: ScenarioContext) {
  const { id, slug, moduleIds } = students.course;
  return `/account/courses/${id}/${slug}?lesson=${moduleIds[0]}`;
}

/**
 * Opening a lesson in a fresh browser context (cold cache), signed in, to its video's first
 * frame ('loadeddata': the first frame is there to show), from the navigation's start.
 */
async function firstFrameTimes(context: ScenarioContext): Promise<number[]> {
  const browser = await launchBrowser();
  const [name, value] = context.students.cookies[0]!.split('=') as [string, string];
  try {
    const times: number[] = [];
    for (let run = 0; run < BUDGETS.player.firstFrameRuns; run++) {
      const session = await browser.newContext({ baseURL: context.server.url });
      await session.addCookies([{ name, value, url: context.server.url }]);
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
      await page.goto(lessonAddress(context));
      const handle = await page.waitForFunction(() => window.__firstFrameMs, undefined, {
        timeout: 30_000,
      });
      times.push((await handle.jsonValue()) as number);
      await session.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** The course player, signed in: Lighthouse mobile on a lesson, and its time to first frame. */
export async function playerRows(context: ScenarioContext): Promise<ResultRow[]> {
  const { lighthouse, firstFrameAimMs } = BUDGETS.player;
  const rows = await lighthouseRows(
    context.server.url,
    { 'lesson (signed in)': lessonAddress(context) },
    { budget: lighthouse, headers: { Cookie: context.students.cookies[0]! } },
  );
  const times = await firstFrameTimes(context);
  const firstFrame = median(times);
  rows.push({
    group: 'player',
    what: 'opening a lesson to its video’s first frame (local file, median)',
    figure: ms(firstFrame),
    budget: `report (aim < ${firstFrameAimMs} ms)`,
    pass: null,
    data: { firstFrameMs: firstFrame, runs: times },
  });
  return rows;
}
