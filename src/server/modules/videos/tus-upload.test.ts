import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { settledVideo } from '../../../../tests/support/hosted-videos';
import { useClipAndTranscodes } from '../../../../tests/support/transcoding';
import { MAX_VIDEO_BYTES } from '../../../shared/videos';
import { uploadFolderOf, STALE_UPLOAD_MS, sweepStaleUploads } from './upload-folder';
import { VIDEO_TOO_LARGE, VIDEO_WRONG_TYPE } from './upload';
import { findVideo } from './video-store';

const UPLOADS = '/api/admin/videos/uploads';
const SITE = 'http://localhost:3000';

type TusCall = {
  method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: Buffer;
  cookie?: string | null;
};

describe('the resumable upload of a video (tus)', () => {
  const t = useTestApp();
  const clipOf = useClipAndTranscodes(t);
  let admin: string;
  let student: string;
  let clip: Buffer;
  beforeAll(async () => {
    admin = (await adminPerson(t)).cookie;
    student = (await verifiedPerson(t)).cookie;
    clip = clipOf();
  });

  /** A request of the protocol, as the browser's tus client sends it from the site's pages. */
  const tus = ({ method, url, headers = {}, payload, cookie = admin }: TusCall) =>
    t.app.inject({
      method,
      url,
      headers: {
        'tus-resumable': '1.0.0',
        origin: SITE,
        ...(payload ? { 'content-type': 'application/offset+octet-stream' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
  const metadata = (name: string) =>
    `filename ${Buffer.from(name).toString('base64')},filetype dmlkZW8vbXA0`;
  /** Creates an upload of `length` bytes; answers its address. */
  async function create(name: string, length: number): Promise<string> {
    const created = await tus({
      method: 'POST',
      url: UPLOADS,
      headers: { 'upload-length': String(length), 'upload-metadata': metadata(name) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^${UPLOADS}/[0-9a-f-]{36}$`));
    return location;
  }
  const send = (url: string, offset: number, bytes: Buffer) =>
    tus({ method: 'PATCH', url, headers: { 'upload-offset': String(offset) }, payload: bytes });
  const offsetOf = async (url: string) => {
    const head = await tus({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    return Number(head.headers['upload-offset']);
  };
  const idOf = (url: string) => url.split('/').pop()!;
  const uploadsLeft = () => readdir(uploadFolderOf(t.config)).catch(() => []);

  it('takes a video in pieces, resumes where HEAD says, and the last piece makes it a video', async () => {
    const url = await create('Clase 2.mp4', clip.length);
    expect(await offsetOf(url)).toBe(0);
    const third = Math.floor(clip.length / 3);
    const first = await send(url, 0, clip.subarray(0, third));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(third));
    expect(first.headers['video-id']).toBeUndefined();

    // A piece sent from the wrong offset changes nothing.
    const conflict = await send(url, 0, clip.subarray(0, third));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/se retoma desde donde quedó/);
    expect(await offsetOf(url)).toBe(third);

    const last = await send(url, third, clip.subarray(third));
    expect(last.statusCode, last.body).toBe(204);
    const id = idOf(url);
    expect(last.headers['video-id']).toBe(id);
    expect(await uploadsLeft()).toEqual([]);

    // Its answer lost, the client asks where the upload stands: finished, and which video.
    const again = await tus({ method: 'HEAD', url });
    expect(again.statusCode).toBe(200);
    expect(again.headers).toMatchObject({
      'upload-offset': String(clip.length),
      'upload-length': String(clip.length),
      'video-id': id,
    });

    const video = await settledVideo(t, id, admin);
    expect(video).toMatchObject({ id, name: 'Clase 2.mp4', status: 'ready', renditions: ['360p'] });
    expect(video.durationSeconds).toBeCloseTo(2, 0);
  });

  it('resumes at the offset the server kept after the connection dropped mid-piece', async () => {
    const url = await create('Clase 3.mov', clip.length);
    const file = path.join(uploadFolderOf(t.config), idOf(url));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const half = Math.floor(clip.length / 2);

    // The whole clip announced, half of it sent, then the connection lost.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: url,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(clip.length),
        cookie: admin,
        origin: SITE,
      },
    });
    request.on('error', () => {});
    request.write(clip.subarray(0, half));
    await expect.poll(async () => (await stat(file)).size, { timeout: 10_000 }).toBeGreaterThan(0);
    request.destroy();

    await expect.poll(() => offsetOf(url), { timeout: 10_000 }).toBeGreaterThan(0);
    const offset = await offsetOf(url);
    expect(offset).toBeLessThanOrEqual(half);
    const rest = await send(url, offset, clip.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    const video = await settledVideo(t, idOf(url), admin);
    expect(video).toMatchObject({ name: 'Clase 3.mov', status: 'ready' });
  });

  it('refuses a file that is not a video once it has arrived, keeping nothing of it', async () => {
    const text = Buffer.from('Esto es un apunte en texto, no un video.\n'.repeat(50));
    const url = await create('apunte.mp4', text.length);
    const refused = await send(url, 0, text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VIDEO_WRONG_TYPE,
      errors: [{ field: 'file', message: VIDEO_WRONG_TYPE }],
    });
    expect(await findVideo(t.db, idOf(url))).toBeUndefined();
    expect(await uploadsLeft()).toEqual([]);
    const gone = await tus({ method: 'HEAD', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Esta subida ya no está: elegí el video de nuevo.');
  });

  it('refuses a video over 2 GB, and an upload without its file name, in Spanish', async () => {
    const large = await tus({
      method: 'POST',
      url: UPLOADS,
      headers: {
        'upload-length': String(MAX_VIDEO_BYTES + 1),
        'upload-metadata': metadata('enorme.mp4'),
      },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      message: VIDEO_TOO_LARGE,
      errors: [{ field: 'file', message: VIDEO_TOO_LARGE }],
    });

    const nameless = await tus({
      method: 'POST',
      url: UPLOADS,
      headers: { 'upload-length': '10' },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe('Falta el nombre del archivo.');

    const empty = await tus({
      method: 'POST',
      url: UPLOADS,
      headers: { 'upload-length': '0', 'upload-metadata': metadata('vacío.mp4') },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El archivo está vacío: elegí el video de nuevo.');
    expect(await uploadsLeft()).toEqual([]);
  });

  it('drops an upload on DELETE (Cancelar)', async () => {
    const url = await create('Clase 4.mp4', clip.length);
    expect((await send(url, 0, clip.subarray(0, 1000))).statusCode).toBe(204);
    expect((await tus({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(await uploadsLeft()).toEqual([]);
    expect((await tus({ method: 'HEAD', url })).statusCode).toBe(404);
  });

  it('is for administrators only, and from the site’s own pages only', async () => {
    const url = `${UPLOADS}/${randomUUID()}`;
    const headers = { 'upload-length': '10', 'upload-metadata': metadata('a.mp4') };
    for (const [cookie, status] of [
      [student, 403],
      [null, 401],
    ] as const) {
      expect((await tus({ method: 'POST', url: UPLOADS, headers, cookie })).statusCode).toBe(
        status,
      );
      expect((await tus({ method: 'HEAD', url, cookie })).statusCode).toBe(status);
      expect(
        (await tus({ method: 'PATCH', url, headers: { 'upload-offset': '0' }, cookie })).statusCode,
      ).toBe(status);
      expect((await tus({ method: 'DELETE', url, cookie })).statusCode).toBe(status);
    }

    const crossSite = { origin: 'https://otro-sitio.example' };
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const refused = await tus({
        method,
        url: method === 'POST' ? UPLOADS : url,
        headers: { ...headers, ...crossSite },
      });
      expect(refused.statusCode, method).toBe(403);
    }
    const head = await tus({ method: 'HEAD', url, headers: crossSite });
    expect(head.statusCode).toBe(403);
  });

  it('removes an unfinished upload nobody added to for a day', async () => {
    const url = await create('Clase 5.mp4', clip.length);
    expect((await send(url, 0, clip.subarray(0, 1000))).statusCode).toBe(204);
    expect(await sweepStaleUploads(t.app.ctx)).toBe(0);
    expect(await offsetOf(url)).toBe(1000);

    t.clock.advance(STALE_UPLOAD_MS + 60_000);
    expect(await sweepStaleUploads(t.app.ctx)).toBe(1);
    expect(await uploadsLeft()).toEqual([]);
    expect((await tus({ method: 'HEAD', url })).statusCode).toBe(404);
  });
});
