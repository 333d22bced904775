import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from '../support/e2e';

type FeaturePolicy = { allowsFeature: (feature: string, origin?: string) => boolean };

describe('what the browser is told about the site', () => {
  const openPage = useBrowser();

  it('reads the Permissions-Policy without complaint: powerful features off, the players keep theirs', async () => {
    const page = await openPage('about:blank');
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/permissions.policy|feature policy/i.test(message.text()))
        complaints.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('main').waitFor();
    const allows = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: FeaturePolicy }).featurePolicy;
      const player = 'https://www.youtube-nocookie.com';
      return {
        camera: policy.allowsFeature('camera'),
        microphone: policy.allowsFeature('microphone'),
        geolocation: policy.allowsFeature('geolocation'),
        payment: policy.allowsFeature('payment'),
        ownFullscreen: policy.allowsFeature('fullscreen'),
        playerFullscreen: policy.allowsFeature('fullscreen', player),
        playerMedia: policy.allowsFeature('encrypted-media', player),
        playerPictureInPicture: policy.allowsFeature('picture-in-picture', player),
        otherFullscreen: policy.allowsFeature('fullscreen', 'https://otro.example'),
      };
    });
    expect(allows).toEqual({
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      ownFullscreen: true,
      playerFullscreen: true,
      playerMedia: true,
      playerPictureInPicture: true,
      otherFullscreen: false,
    });
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('refuses to be shown inside another page’s frame', async () => {
    const page = await openPage('about:blank');
    await page.setContent(`<iframe src="${baseUrl()}/services" title="encuadre"></iframe>`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await page.waitForTimeout(500);
    // A blocked frame shows the browser's error page, never the site.
    expect(frame?.url()).not.toBe(`${baseUrl()}/services`);
    expect(await frame?.evaluate(() => document.title).catch(() => 'inaccesible')).not.toMatch(
      /Estudio/,
    );
    await page.context().close();
  });
});
