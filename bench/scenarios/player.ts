import { BUDGETS } from '../budgets';
import { lighthouseRows } from '../lighthouse';
import { ms, type ResultRow } from '../report';
import type { ScenarioContext } from './context';
import { firstFrameTimes, median } from './first-frame';

/** The lesson a seeded student opens: the study course's first module, by its stable address. */
function lessonAddress({ students }: ScenarioContext) {
  const { id, slug, moduleIds } = students.course;
  return `/account/courses/${id}/${slug}?lesson=${moduleIds[0]}`;
}

/** The course player, signed in: Lighthouse mobile on a lesson, and its time to first frame. */
export async function playerRows(context: ScenarioContext): Promise<ResultRow[]> {
  const { lighthouse, firstFrameAimMs } = BUDGETS.player;
  const rows = await lighthouseRows(
    context.server.url,
    { 'lesson (signed in)': lessonAddress(context) },
    { budget: lighthouse, headers: { Cookie: context.students.cookies[0]! } },
  );
  const times = await firstFrameTimes(
    context.server.url,
    context.students.cookies[0]!,
    lessonAddress(context),
  );
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
