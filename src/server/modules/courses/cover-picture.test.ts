import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoverPicture } from './cover-picture';

const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const smallPng = () =>
  sharp({ create: { width: 32, height: 18, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

/** The field error a picture earns, or 'accepted'. */
const verdict = (sent: string) =>
  readCoverPicture(sent, null).then(
    () => 'accepted',
    (error: { errors?: { message: string }[] }) => error.errors?.[0]?.message ?? error,
  );

describe('the cover picture the course editor sends', () => {
  it('takes a data URL of a real image, whatever type it claims', async () => {
    const png = await smallPng();
    expect(await verdict(dataUrl(png))).toBe('accepted');
    expect(await verdict(dataUrl(png, 'image/jpeg'))).toBe('accepted');
  });

  it('answers the size in Spanish for a picture of many megabytes, never a crash', async () => {
    const png = await smallPng();
    for (const megabytes of [5.5, 12]) {
      const huge = Buffer.concat([png, Buffer.alloc(megabytes * 1024 * 1024)]);
      expect(await verdict(dataUrl(huge))).toBe(
        'La imagen pesa más de 5 MB: elegí una más liviana.',
      );
    }
  });

  it('asks for a picture from the computer for anything that is not a base64 data URL', async () => {
    const png = (await smallPng()).toString('base64');
    for (const sent of [
      'https://otro-sitio.example/foto.png',
      `data:image/png,${png}`,
      `data:image/png;base64,${png}<script>`,
      'data:image/png;base64,',
      `image/png;base64,${png}`,
    ]) {
      expect(await verdict(sent), sent).toBe('Elegí una imagen desde tu equipo.');
    }
  });
});
