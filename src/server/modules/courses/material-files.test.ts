import { fileTypeFromBuffer } from 'file-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { officeFile, pdfFile, plainZip } from '../../../../tests/support/office-files';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { MAX_MATERIAL_BYTES } from '../../../shared/material-files';
import type { MaterialFile } from '../../../shared/responses/materials';
import { mendDemoMaterials } from '../../seed/demo-materials';
import { seedDemoContent } from '../../seed/seed-demo';
import { revokeCourse } from '../enrollments/service';
import { sweepUnusedMaterialFiles, UNUSED_UPLOAD_GRACE_MS } from './unused-material-files';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

describe('material files', () => {
  const t = useTestApp();
  let admin: Person;
  beforeAll(async () => {
    admin = await adminPerson(t);
  });

  const upload = (name: string, bytes: Buffer, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/materials/files?name=${encodeURIComponent(name)}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  /** A course the editor can save as it loads it (every module with a real video). */
  const editableCourse = () =>
    createCourse(t, {
      units: [{ title: 'Unidad 1', modules: [{ title: 'Clase 1', videoId: 'dQw4w9WgXcQ' }] }],
    });
  const get = (url: string, cookie?: string) => call(t, 'GET', url, cookie ? { cookie } : {});

  /** The admin's course as the editor loads it, and the body that saves it as it is. */
  async function editorCourse(course: { id: number; slug: string }) {
    const answer = await get(`/api/admin/courses/${course.id}/${course.slug}`, admin.cookie);
    const loaded = answer.json().course;
    return {
      loaded,
      body: {
        ...loaded,
        picture: null,
        price: String(loaded.price),
      },
    };
  }
  const save = (course: { id: number; slug: string }, body: unknown) =>
    call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body,
    });

  it('accepts PDF, Excel, Word, PowerPoint and ZIP files, typed from their bytes', async () => {
    const files: [string, Buffer, string][] = [
      ['Checklist de alta.pdf', await pdfFile(), 'application/pdf'],
      [
        'Planilla ñandú.xlsx',
        officeFile('xl/workbook.xml'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        'Modelo.docx',
        officeFile('word/document.xml'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'Clase 1.pptx',
        officeFile('ppt/presentation.xml'),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      ['Ejercicios.zip', plainZip(), 'application/zip'],
    ];
    for (const [name, bytes, type] of files) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/materials/files?name=${encodeURIComponent(name)}`,
        // As a browser may send it: with the file's own type.
        headers: { cookie: admin.cookie, 'content-type': type },
        payload: bytes,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const { file } = response.json() as { file: MaterialFile };
      expect(file).toMatchObject({ name, size: bytes.length, type });
      expect(file.key).toMatch(/^materials\/[0-9a-f]{32}\//);
      // Stored privately: never in the public uploads.
      expect(await t.app.ctx.storage.read(file.key)).toBeUndefined();
    }
  });

  it('refuses files whose bytes are not an allowed type or do not match their name', async () => {
    const cases: [string, Buffer, string][] = [
      ['notas.pdf', Buffer.from('esto no es un PDF'), 'no es un PDF'],
      ['programa.zip', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), 'no es un PDF'],
      ['planilla.pdf', officeFile('xl/workbook.xml'), 'no coincide con su extensión'],
      ['modelo.zip', officeFile('word/document.xml'), 'no coincide con su extensión'],
      ['checklist.docx', await pdfFile(), 'no coincide con su extensión'],
      ['vacío.pdf', Buffer.alloc(0), 'está vacío'],
    ];
    const json = await call(t, 'POST', '/api/admin/materials/files?name=a.pdf', {
      cookie: admin.cookie,
      body: { file: 'JVBERi0=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Elegí un archivo desde tu equipo.');
    for (const [name, bytes, message] of cases) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(400);
      const body = response.json();
      expect(body.message, name).toContain(message);
      expect(body.errors, name).toEqual([{ field: 'file', message: body.message }]);
    }
  });

  it('refuses a file over 50 MB with a message, and anyone but an admin', async () => {
    const tooLarge = await upload('enorme.pdf', Buffer.alloc(MAX_MATERIAL_BYTES + 1));
    expect([400, 413]).toContain(tooLarge.statusCode);
    expect(tooLarge.json().message).toBe('El archivo pesa más de 50 MB: elegí uno más liviano.');

    const student = await verifiedPerson(t);
    const refused = await upload('a.pdf', await pdfFile(), student.cookie);
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/materials/files?name=a.pdf',
      headers: { 'content-type': 'application/octet-stream' },
      payload: await pdfFile(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('attaches an uploaded file to a course; owners and admins download it, nobody else', async () => {
    const course = await editableCourse();
    const bytes = await pdfFile();
    const uploaded = (await upload('Guía de cierre (2025).pdf', bytes)).json().file as MaterialFile;
    const { loaded, body } = await editorCourse(course);
    const link = loaded.materials[0];
    const saved = await save(course, {
      ...body,
      materials: [
        // The link is kept as it was; the file is new, its size and type sent wrong on purpose.
        link,
        { title: 'Guía de cierre', file: { key: uploaded.key, name: uploaded.name, size: 1 } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const materials = saved.json().course.materials;
    expect(materials[0]).toEqual({ ...link, file: null });
    expect(materials[1]).toMatchObject({
      title: 'Guía de cierre',
      url: `/api/learning/files/${uploaded.key}`,
      file: { key: uploaded.key, name: 'Guía de cierre (2025).pdf', size: bytes.length },
    });
    expect(materials[1].file.type).toBe('application/pdf');

    const owner = await verifiedPerson(t);
    await enroll(t, owner.person.email, course.id);
    const study = (await get(`/api/user/courses/${course.id}/${course.slug}`, owner.cookie)).json()
      .course;
    expect(study.materials[1].file).toMatchObject({ name: 'Guía de cierre (2025).pdf' });
    const address = study.materials[1].url as string;

    const download = await get(address, owner.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Guía de cierre (2025).pdf')
        .replaceAll('(', '%28')
        .replaceAll(')', '%29')}`,
    );
    expect((await get(address, admin.cookie)).statusCode).toBe(200);

    expect((await get(address)).statusCode).toBe(401);
    const stranger = await verifiedPerson(t);
    expect((await get(address, stranger.cookie)).statusCode).toBe(403);
    const other = await createCourse(t);
    const otherOwner = await verifiedPerson(t);
    await enroll(t, otherOwner.person.email, other.id);
    expect((await get(address, otherOwner.cookie)).statusCode).toBe(403);
    // A refund takes the course away, and its files with it.
    await revokeCourse(t.db, { userId: owner.user.id, courseId: course.id });
    expect((await get(address, owner.cookie)).statusCode).toBe(403);

    // Saved again as the editor loads it, the file stays.
    const again = await editorCourse(course);
    const resaved = await save(course, again.body);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().course.materials[1].file).toEqual(materials[1].file);
  });

  it('refuses a material whose file is not stored, and a material with neither file nor link', async () => {
    const course = await editableCourse();
    const { body } = await editorCourse(course);
    const missing = await save(course, {
      ...body,
      materials: [
        {
          title: 'Perdido',
          file: { key: 'materials/0123456789abcdef/perdido.pdf', name: 'p.pdf' },
        },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        field: 'materials.0.file',
        message: 'El archivo de este material ya no está: subilo de nuevo.',
      },
    ]);
    const empty = await save(course, { ...body, materials: [{ title: 'Nada' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'materials.0.url', message: 'Ingresá el enlace del material.' },
    ]);
  });
});

describe('unused material uploads', () => {
  const t = useTestApp();

  it('are removed a day after upload unless a course points at them', async () => {
    const admin = await adminPerson(t);
    const upload = async (name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/materials/files?name=${name}`,
          headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
          payload: await pdfFile(),
        })
      ).json().file as MaterialFile;
    const kept = await upload('usado.pdf');
    const forgotten = await upload('olvidado.pdf');
    await createCourse(t, {
      materials: [
        {
          title: 'Usado',
          url: `/api/learning/files/${kept.key}`,
          file: { name: kept.name, size: kept.size, type: kept.type },
        },
      ],
    });
    const demo = await t.app.ctx.storage.savePrivate('materials/demo/ejemplo.pdf', await pdfFile());
    const stored = async (key: string) =>
      (await call(t, 'GET', `/api/learning/files/${key}`, { cookie: admin.cookie })).statusCode;

    // A course being edited may still be saved: nothing goes the same day.
    expect(await sweepUnusedMaterialFiles(t.app.ctx)).toBe(0);
    expect(await stored(forgotten.key)).toBe(200);

    t.clock.advance(UNUSED_UPLOAD_GRACE_MS + 60_000);
    expect(await sweepUnusedMaterialFiles(t.app.ctx)).toBe(1);
    expect(await stored(forgotten.key)).toBe(404);
    expect(await stored(kept.key)).toBe(200);
    expect(await stored(demo.replace('/api/learning/files/', ''))).toBe(200);
  });
});

describe('the demo materials', () => {
  const t = useTestApp();

  it('are real files, each downloaded with a valid signature', async () => {
    await seedDemoContent(t.db, t.app.ctx.storage);
    const admin = await adminPerson(t);
    const courses = (await call(t, 'GET', '/api/admin/courses', { cookie: admin.cookie })).json()
      .courses as { id: number; slug: string }[];
    let count = 0;
    for (const course of courses) {
      const { materials } = (
        await call(t, 'GET', `/api/admin/courses/${course.id}/${course.slug}`, {
          cookie: admin.cookie,
        })
      ).json().course as { materials: { url: string; file: MaterialFile | null }[] };
      for (const material of materials) {
        count += 1;
        expect(material.file, material.url).not.toBeNull();
        const download = await call(t, 'GET', material.url, { cookie: admin.cookie });
        expect(download.statusCode, material.url).toBe(200);
        const detected = await fileTypeFromBuffer(download.rawPayload);
        expect(detected?.mime, material.url).toBe(material.file!.type);
        expect(material.file!.name.endsWith(`.${detected!.ext}`)).toBe(true);
        expect(download.rawPayload.length).toBe(material.file!.size);
      }
    }
    expect(count).toBeGreaterThanOrEqual(15);
  });

  it('are mended in a catalogue seeded when they were dead links', async () => {
    const course = await createCourse(t, {
      materials: [
        { title: 'Checklist', url: '/materials/checklist-alta-monotributo.pdf' },
        { title: 'Recibo', url: '/materials/modelo-recibo-de-sueldo.docx' },
        { title: 'Ajeno', url: '/materials/otro.pdf' },
      ],
    });
    expect(await mendDemoMaterials(t.db, t.app.ctx.storage)).toBe(2);
    expect(await mendDemoMaterials(t.db, t.app.ctx.storage)).toBe(0);
    const admin = await adminPerson(t);
    const { materials } = (
      await call(t, 'GET', `/api/admin/courses/${course.id}/${course.slug}`, {
        cookie: admin.cookie,
      })
    ).json().course as { materials: { url: string; file: MaterialFile | null }[] };
    expect(materials.map((material) => material.file?.name ?? material.url)).toEqual([
      'checklist-alta-monotributo.pdf',
      'modelo-recibo-de-sueldo.pdf',
      '/materials/otro.pdf',
    ]);
    const download = await call(t, 'GET', materials[1]!.url, { cookie: admin.cookie });
    expect((await fileTypeFromBuffer(download.rawPayload))?.mime).toBe('application/pdf');
  });
});
