import { describe, expect, it } from 'vitest';
import { formatVideoSize } from '../../src/shared/video-format';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';
import { clipBytes } from '../support/video-clip';

const NAME = `Clase de prueba ${Date.now().toString(36)}.mp4`;

describe("the panel's videos", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('lists an uploaded video, ready by itself once transcoded, and deletes it while unused', async () => {
    const clip = await clipBytes();

    const page = await openAsAdmin('/panel/videos');
    await page.getByRole('heading', { name: 'Videos', exact: true }).waitFor();
    const uploaded = await page.request.post(`/api/admin/videos?name=${encodeURIComponent(NAME)}`, {
      data: clip,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    // Shown once the page is loaded again, the video's transcode is followed by the list
    // itself, asked again every few seconds until it is ready.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.waitFor();
    await row.getByText('Listo', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByRole('cell', { name: '0:02', exact: true }).waitFor();
    await row.getByRole('cell', { name: '360p', exact: true }).waitFor();
    await row.getByRole('cell', { name: formatVideoSize(clip.length), exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Ninguna', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // On a phone, the same video is a card.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').filter({
      hasText: NAME,
    });
    await card.getByText('Listo', { exact: true }).waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });

    await row.getByRole('button', { name: `Eliminar ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar video' });
    await dialog.getByText(NAME, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Sí, eliminar.' }).click();
    await page.getByText(`Eliminamos el video ${NAME}.`).waitFor();
    await row.waitFor({ state: 'detached' });
    const list = await page.request.get('/api/admin/videos');
    const videos = ((await list.json()) as { videos: { name: string }[] }).videos;
    expect(videos.map((video) => video.name)).not.toContain(NAME);
    await page.context().close();
  });
});
