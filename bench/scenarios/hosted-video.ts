import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { makeClip } from '../../tests/support/video-clip';
import type { Playback } from '../../src/shared/responses/video-playback';
import type { Video } from '../../src/shared/responses/videos';
import { captureRoute, startBare } from '../bare-routes';
import { BUDGETS } from '../budgets';
import { clean, runLoad } from '../load';
import { ms, perSecond } from '../report';
import { firstFrameTimes, median } from './first-frame';
import { sameOriginJson, type Scenario, type ScenarioContext } from './context';

/** Uploads a 20-second 720p clip from the panel and waits for its transcode. */
async function readyVideo({ server, adminCookie, workDir }: ScenarioContext): Promise<string> {
  const folder = await mkdtemp(path.join(workDir, 'clip-'));
  const clip = await makeClip(folder, 20, '1280x720');
  await rm(folder, { recursive: true, force: true });
  const uploaded = await fetch(`${server.url}/api/admin/videos?name=bench.mp4`, {
    method: 'POST',
    headers: {
      cookie: adminCookie,
      origin: server.url,
      'content-type': 'application/octet-stream',
    },
    body: new Uint8Array(clip),
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
  const { id } = (await uploaded.json()) as { id: string };
  for (let wait = 0; wait < 600; wait++) {
    const video = (await (
      await fetch(`${server.url}/api/admin/videos/${id}`, { headers: { cookie: adminCookie } })
    ).json()) as Video;
    if (video.status === 'ready') return id;
    if (video.status === 'failed') throw new Error(`transcode failed: ${video.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the transcode did not end in 5 minutes');
}

/** A hidden course of one hosted lesson; answers the lesson's address in the player. */
async function hostedLesson({ server, adminCookie }: ScenarioContext, videoId: string) {
  const created = await fetch(`${server.url}/api/admin/courses/create`, {
    method: 'POST',
    headers: { ...sameOriginJson(server), cookie: adminCookie },
    body: JSON.stringify({
      title: 'Curso con video alojado',
      description: 'Medición del video alojado.',
      category: 'profession',
      visibility: false,
      price: 1000,
      content: '',
      picture: null,
      urlTrailer: '',
      learningList: [],
      units: [{ title: 'Unidad 1', modules: [{ title: 'Clase', videoId: `video:${videoId}` }] }],
      materials: [],
    }),
  });
  if (created.status !== 201) throw new Error(`course: ${created.status} ${await created.text()}`);
  const { course } = (await created.json()) as { course: { id: number; slug: string } };
  const outline = (await (
    await fetch(`${server.url}/api/user/courses/${course.id}/${course.slug}`, {
      headers: { cookie: adminCookie },
    })
  ).json()) as { course: { units: { modules: { id: number }[] }[] } };
  const moduleId = outline.course.units[0]!.modules[0]!.id;
  return {
    course,
    moduleId,
    address: `/account/courses/${course.id}/${course.slug}?lesson=${moduleId}`,
  };
}

/** A segment of the 720p quality at its signed address, for the admin's session. */
async function segmentAddress(
  context: ScenarioContext,
  lesson: Awaited<ReturnType<typeof hostedLesson>>,
) {
  const { server, adminCookie } = context;
  const opened = await fetch(
    `${server.url}/api/user/courses/${lesson.course.id}/${lesson.course.slug}/modules/${lesson.moduleId}/playback`,
    { method: 'POST', headers: { cookie: adminCookie, origin: server.url } },
  );
  const { hls } = (await opened.json()) as Playback;
  return hls.replace('master.m3u8', '720p/segment-0001.ts');
}

/**
 * Hosted video: a segment's delivery (its signed address checked, the file streamed) against a
 * bare `node:http` server answering the same bytes, and opening a hosted lesson to its first
 * frame (hls.js loaded after the page paints, the key fetched, a segment decrypted).
 */
export const hostedVideo: Scenario = async (context) => {
  const { segmentDelivery, firstFrameAimMs } = BUDGETS.hostedVideo;
  const lesson = await hostedLesson(context, await readyVideo(context));
  const segment = await segmentAddress(context, lesson);
  const headers = { cookie: context.adminCookie, 'accept-encoding': 'identity' };
  const bare = await startBare(
    { [segment]: await captureRoute(context.server.url, segment, headers) },
    context.workDir,
  );
  const requests = [{ method: 'GET' as const, path: segment, headers }];
  try {
    const reference = await runLoad({ url: bare.url, requests });
    const real = await runLoad({ url: context.server.url, requests });
    const ratio = real.requestsPerSecond / reference.requestsPerSecond;
    const times = await firstFrameTimes(context.server.url, context.adminCookie, lesson.address);
    const firstFrame = median(times);
    return [
      {
        group: 'video',
        what: `${segmentDelivery.what} throughput`,
        figure: perSecond(real.requestsPerSecond),
        reference: `bare ${perSecond(reference.requestsPerSecond)}`,
        ratio,
        budget: `≥ ${segmentDelivery.minRatioToBare}× bare`,
        pass: ratio >= segmentDelivery.minRatioToBare && clean(real),
        data: { real, reference },
      },
      {
        group: 'video',
        what: `${segmentDelivery.what} p99`,
        figure: ms(real.p99Ms),
        reference: `bare ${ms(reference.p99Ms)}`,
        ratio: real.p99Ms / Math.max(reference.p99Ms, 1),
        budget: 'report',
        pass: null,
      },
      {
        group: 'video',
        what: 'opening a hosted lesson to its first frame (HLS, median)',
        figure: ms(firstFrame),
        budget: `< ${firstFrameAimMs} ms`,
        pass: firstFrame < firstFrameAimMs,
        data: { firstFrameMs: firstFrame, runs: times },
      },
    ];
  } finally {
    await bare.stop();
  }
};
