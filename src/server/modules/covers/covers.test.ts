import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { COVER_VARIANT_WIDTHS } from '../../../shared/cover-images';
import { toCoverWebp } from '../../storage/cover-image';
import { saveCover } from '../../storage/cover-variants';

const picture = (color: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('smaller copies of course covers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves every width of a cover saved with its copies, as WebP kept for a day', async () => {
    await saveCover(t.app.ctx.storage, 'con-copias', await toCoverWebp(await picture('#123456')));
    for (const width of COVER_VARIANT_WIDTHS) {
      const response = await t.app.inject({ url: `/uploads/courses/${width}/con-copias.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const { width: shown, height, format } = await sharp(response.rawPayload).metadata();
      expect({ shown, height, format }).toEqual({
        shown: width,
        height: Math.round((width * 9) / 16),
        format: 'webp',
      });
    }
  });

  it('makes the copy of a cover stored without copies, once, and keeps it beside it', async () => {
    const folder = path.join(t.config.uploadsDir, 'courses');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'antigua.webp'), await toCoverWebp(await picture('#abcdef')));

    const first = await t.app.inject({ url: '/uploads/courses/480/antigua.webp' });
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(480);
    const kept = await t.app.ctx.storage.read('courses/480/antigua.webp');
    expect(kept?.equals(first.rawPayload)).toBe(true);

    const original = await t.app.inject({ url: '/uploads/courses/antigua.webp' });
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1280);
  });

  it('answers 404 for a cover that does not exist', async () => {
    const response = await t.app.inject({ url: '/uploads/courses/720/no-existe.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'La imagen solicitada no existe.' });
  });

  it('answers 400, never 500, for a width or a name it does not make', async () => {
    await saveCover(t.app.ctx.storage, 'valida', await toCoverWebp(await picture('#000000')));
    for (const url of [
      '/uploads/courses/500/valida.webp',
      '/uploads/courses/abc/valida.webp',
      '/uploads/courses/-1/valida.webp',
      '/uploads/courses/720/valida.png',
      '/uploads/courses/720/..%2Fvalida.webp',
      '/uploads/courses/720/%2e%2e.webp',
      `/uploads/courses/720/${'a'.repeat(150)}.webp`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBeTypeOf('string');
    }
  });

  it('answers 404 for a stored file that is not a picture', async () => {
    await t.app.ctx.storage.save('courses/rota.webp', Buffer.from('no soy una imagen'));
    const response = await t.app.inject({ url: '/uploads/courses/320/rota.webp' });
    expect(response.statusCode).toBe(404);
  });
});
