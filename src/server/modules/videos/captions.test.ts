import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { uploadVideo } from '../../../../tests/support/hosted-videos';
import { clipBytes } from '../../../../tests/support/video-clip';
import { CAPTIONS_INVALID, CAPTIONS_TOO_LARGE, MAX_CAPTION_BYTES } from '../../../shared/captions';
import { videoCaptions } from '../../db/schema';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

const VTT = [
  'WEBVTT',
  '',
  'NOTE Subtítulos de la clase 1',
  '',
  '00:00.000 --> 00:01.200',
  '<v Laura>Hoy vemos el <b>régimen simplificado</b>.',
  '',
  '00:01.200 --> 00:02.000 align:start',
  'Monotributo &amp; IVA',
  '',
].join('\r\n');

const SRT = [
  '1',
  '00:00:00,000 --> 00:00:01,000',
  '<i>Today we talk</i>',
  'about taxes.',
  '',
  '2',
  '00:00:01,000 --> 00:00:02,000',
  'See you soon.',
  '',
].join('\n');

describe('subtitles of hosted videos', () => {
  const t = useTestApp();
  let admin: Person;
  let student: Person;
  let videoId: string;
  beforeAll(async () => {
    const clip = clipBytes();
    admin = await adminPerson(t);
    student = await verifiedPerson(t);
    const uploaded = await uploadVideo(t, 'Clase 1.mp4', await clip, admin.cookie);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    videoId = uploaded.json().id;
  });

  const send = (
    lang: string | null,
    payload: string | Buffer | Readable,
    options: { type?: string; cookie?: string | null; video?: string } = {},
  ) => {
    const cookie = options.cookie === undefined ? admin.cookie : options.cookie;
    const query = lang === null ? '' : `?lang=${encodeURIComponent(lang)}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${options.video ?? videoId}/captions${query}`,
      headers: {
        'content-type': options.type ?? 'text/vtt; charset=utf-8',
        ...(cookie ? { cookie } : {}),
      },
      payload,
    });
  };
  const remove = (lang: string, cookie: string | null = admin.cookie, video = videoId) =>
    call(t, 'DELETE', `/api/admin/videos/${video}/captions/${lang}`, cookie ? { cookie } : {});
  const stored = async (lang: string) => {
    const rows = await t.db
      .select()
      .from(videoCaptions)
      .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)));
    return rows[0];
  };
  const fileError = (message: string) => [{ field: 'file', message }];

  it('stores WebVTT as WebVTT, and what it says without markup for the search', async () => {
    const response = await send('es', VTT);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ lang: 'es', label: 'Español', cues: 2 });
    const row = await stored('es');
    expect(row?.vtt).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:01.200',
        '<v Laura>Hoy vemos el <b>régimen simplificado</b>.',
        '',
        '00:00:01.200 --> 00:00:02.000 align:start',
        'Monotributo &amp; IVA',
        '',
      ].join('\n'),
    );
    expect(row?.spokenText).toBe('Hoy vemos el régimen simplificado. Monotributo & IVA');
  });

  it('converts SRT to WebVTT, told by its content whatever the type it comes as', async () => {
    const subrip = await send('EN', SRT, { type: 'application/x-subrip' });
    expect(subrip.statusCode, subrip.body).toBe(201);
    expect(subrip.json()).toEqual({ lang: 'en', label: 'Inglés', cues: 2 });
    expect((await stored('en'))?.vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<i>Today we talk</i>\nabout taxes.\n\n' +
        '00:00:01.000 --> 00:00:02.000\nSee you soon.\n',
    );
    expect((await stored('en'))?.spokenText).toBe('Today we talk about taxes. See you soon.');

    // Saved by an older Windows program: Windows-1252, not UTF-8.
    const latin = Buffer.from(
      '1\r\n00:00:00,000 --> 00:00:01,000\r\nFacturación y período\r\n',
      'latin1',
    );
    const plain = await send('pt_BR', latin, { type: 'text/plain' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toEqual({ lang: 'pt-br', label: 'Portugués de Brasil', cues: 1 });
    expect((await stored('pt-br'))?.spokenText).toBe('Facturación y período');
  });

  it('replaces the subtitles of a language sent again', async () => {
    const again = await send('es', 'WEBVTT\n\n00:00.500 --> 00:01.500\nVersión corregida.\n');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ lang: 'es', cues: 1 });
    const rows = await t.db.select().from(videoCaptions).where(eq(videoCaptions.videoId, videoId));
    expect(rows.filter((row) => row.lang === 'es')).toHaveLength(1);
    expect((await stored('es'))?.spokenText).toBe('Versión corregida.');
  });

  it('deletes the subtitles of a language, and deleting them again changes nothing', async () => {
    expect((await send('de', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n')).statusCode).toBe(201);
    const deleted = await remove('de');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect(await stored('de')).toBeUndefined();
    expect((await remove('de')).statusCode).toBe(204);
  });

  it('refuses a file without valid subtitles, or too large, under the file', async () => {
    for (const [payload, type] of [
      ['Hola, este es un apunte de la clase.', 'text/plain'],
      ['WEBVTT\n\n', 'text/vtt'],
      ['', 'text/vtt'],
      ['WEBVTT\n\n00:05.000 --> 00:01.000\nAl revés\n', 'text/vtt'],
      [Buffer.from([0, 1, 2, 3, 0, 0xff, 0x10]), 'application/octet-stream'],
      ['{"subtitulos":"no"}', 'application/json'],
    ] as const) {
      const response = await send('es', payload, { type });
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json().errors).toEqual(fileError(CAPTIONS_INVALID));
    }
    const cue = '00:00.000 --> 00:01.000\nUna línea de subtítulos bastante larga.\n\n';
    const huge = `WEBVTT\n\n${cue.repeat(Math.ceil(MAX_CAPTION_BYTES / cue.length))}`;
    const large = await send('es', huge);
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toEqual(fileError(CAPTIONS_TOO_LARGE));
    // Without a declared size, the count stops it as it arrives.
    const streamed = await send('es', Readable.from([huge.slice(0, 1e6), huge.slice(1e6)]));
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json().errors).toEqual(fileError(CAPTIONS_TOO_LARGE));
    // The subtitles stored before are still there.
    expect((await stored('es'))?.spokenText).toBe('Versión corregida.');
  });

  it('refuses a language that is not one, in Spanish', async () => {
    for (const lang of ['español', 'e', 'es-', 'es-argentina', '', null]) {
      const response = await send(lang, VTT);
      expect(response.statusCode, String(lang)).toBe(400);
      const [error] = response.json().errors;
      expect(error.field).toBe('lang');
      expect(error.message).toMatch(/idioma/);
    }
    expect((await remove('espa%C3%B1ol')).statusCode).toBe(400);
  });

  it('answers 404 in Spanish for an unknown video', async () => {
    const unknown = await send('es', VTT, { video: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos ese video.');
    const gone = await remove('es', admin.cookie, randomUUID());
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No encontramos ese video.');
  });

  it('is for administrators only', async () => {
    expect((await send('es', VTT, { cookie: student.cookie })).statusCode).toBe(403);
    expect((await send('es', VTT, { cookie: null })).statusCode).toBe(401);
    expect((await remove('es', student.cookie)).statusCode).toBe(403);
    expect((await remove('es', null)).statusCode).toBe(401);
    expect(await stored('es')).toBeDefined();
  });
});
