import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { watchAndTick } from '../../../../tests/support/watching';
import { COVER_VARIANT_WIDTHS } from '../../../shared/cover-images';
import { PUBLIC_NEEDS_CONTENT } from '../courses/publishing';

type Course = {
  id: number;
  slug: string;
  units: { id: number; title: string; modules: { id: number; title: string; videoId: string }[] }[];
  materials: { id: number; title: string; url: string }[];
  learningList: { id: number; content: string }[];
  picture: { url: string } | null;
};

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

async function png(width = 1600, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: '#1e3a5f' } })
    .png()
    .toBuffer();
}

const newCourse = async () => ({
  title: 'Impuesto a las Ganancias para personas humanas',
  description: 'Cómo liquidar Ganancias de personas humanas paso a paso.',
  category: 'profession',
  visibility: true,
  price: '24999.90',
  content: '## Temario\n\nDeducciones, escalas y anticipos.',
  picture: dataUrl(await png(), 'image/png'),
  urlTrailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  learningList: [{ content: 'Calcular la ganancia neta sujeta a impuesto' }],
  units: [
    {
      title: 'Conceptos',
      modules: [
        { title: 'Sujetos y categorías', videoId: 'dQw4w9WgXcQ' },
        { title: 'Deducciones personales', videoId: '/uploads/media/deducciones.mp4' },
      ],
    },
    { title: 'Liquidación', modules: [{ title: 'Escalas', videoId: '' }] },
  ],
  materials: [{ title: 'Planilla de cálculo', url: 'https://material.example.com/ganancias.xlsx' }],
});

describe('admin: the course editor', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
  });
  afterAll(async () => t.close());

  const create = async (body: unknown) =>
    call(t, 'POST', '/api/admin/courses/create', { cookie: admin.cookie, body });
  const save = (course: { id: number; slug: string }, body: unknown) =>
    call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body,
    });

  it('creates a course with its items, a WebP cover, and shows it in the catalogue', async () => {
    const response = await create(await newCourse());
    expect(response.statusCode, response.body).toBe(201);
    const { message, course } = response.json() as { message: string; course: Course };
    expect(message).toBe('Creamos el curso.');
    expect(course).toMatchObject({
      slug: 'impuesto-a-las-ganancias-para-personas-humanas',
      price: 24999.9,
      visibility: true,
      units: [
        {
          title: 'Conceptos',
          modules: [{ title: 'Sujetos y categorías' }, { title: 'Deducciones personales' }],
        },
        { title: 'Liquidación', modules: [{ title: 'Escalas', videoId: '' }] },
      ],
      materials: [{ title: 'Planilla de cálculo' }],
      learningList: [{ content: 'Calcular la ganancia neta sujeta a impuesto' }],
    });
    expect(course.picture?.url).toMatch(/^\/uploads\/courses\/[0-9a-f]{24}\.webp$/);
    const file = path.join(t.config.uploadsDir, course.picture!.url.replace('/uploads/', ''));
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 720,
    });
    // Its smaller copies are made with it, beside it.
    const name = path.basename(file);
    for (const width of COVER_VARIANT_WIDTHS) {
      const copy = path.join(path.dirname(file), String(width), name);
      expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width });
    }

    const catalogue = await call(t, 'GET', '/api/courses');
    expect(catalogue.json().courses.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it('keeps the ids of kept items through an edit, so progress survives; new items get new ids', async () => {
    const { course } = (await create(await newCourse())).json() as { course: Course };
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);
    type Unit = Course['units'][number];
    type Module = Unit['modules'][number];
    const [first, second] = course.units as [Unit, Unit];
    const [a, b] = first.modules as [Module, Module];
    await watchAndTick(t, student.cookie, course.id, { unitId: first.id, moduleId: b.id });
    const highest = Math.max(...course.units.flatMap((u) => u.modules.map((m) => m.id)));

    // Units swapped, module b moved into the other unit, module a deleted, one module added.
    const edited = await save(course, {
      ...(await newCourse()),
      title: 'Ganancias de personas humanas',
      visibility: 'false',
      picture: course.picture!.url,
      units: [
        {
          id: second.id,
          title: 'Liquidación anual',
          modules: [
            { id: second.modules[0]!.id, title: 'Escalas', videoId: '' },
            { id: b.id, title: 'Deducciones personales', videoId: 'dQw4w9WgXcQ' },
          ],
        },
        { id: first.id, title: 'Conceptos', modules: [{ title: 'Anticipos', videoId: '' }] },
      ],
      materials: [],
      learningList: [{ id: course.learningList[0]!.id, content: 'Liquidar el impuesto anual' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().course as Course;
    expect(after.slug).toBe('ganancias-de-personas-humanas');
    expect(after.picture).toEqual(course.picture);
    expect(after.units.map((u) => u.id)).toEqual([second.id, first.id]);
    expect(after.units[0]!.modules.map((m) => m.id)).toEqual([second.modules[0]!.id, b.id]);
    const added = after.units[1]!.modules[0]!.id;
    expect(added).toBeGreaterThan(highest);
    expect(added).not.toBe(a.id);
    expect(after.materials).toEqual([]);
    expect(after.learningList).toEqual([
      { id: course.learningList[0]!.id, content: 'Liquidar el impuesto anual' },
    ]);

    const study = await call(t, 'GET', `/api/user/courses/${course.id}/x`, {
      cookie: student.cookie,
    });
    expect(study.json().course.progress).toMatchObject({
      completedModuleIds: [b.id],
      completedModules: 1,
      totalModules: 3,
    });
    // Hidden now: gone from the catalogue, still studied by its owner.
    const catalogue = await call(t, 'GET', '/api/courses');
    expect(catalogue.json().courses.map((c: { id: number }) => c.id)).not.toContain(course.id);

    await save(after, {
      ...(await newCourse()),
      title: 'Ganancias de personas humanas',
      picture: null,
      units: after.units,
    });
    const oldAddress = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(oldAddress.json().course.slug).toBe('ganancias-de-personas-humanas');
  });

  it('names each invalid field by the path the form uses', async () => {
    const body = await newCourse();
    const response = await create({
      ...body,
      title: '',
      price: -1,
      category: 'otra',
      visibility: 'quizás',
      urlTrailer: 'ftp://videos.example.com/trailer',
      units: [
        {
          title: '',
          modules: [
            { title: 'Uno', videoId: '' },
            { title: 'Dos', videoId: 'javascript:alert(1)' },
          ],
        },
      ],
      materials: [{ title: 'Planilla', url: 'material.xlsx' }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual([
      'title',
      'category',
      'visibility',
      'price',
      'urlTrailer',
      'units.0.title',
      'units.0.modules.1.videoId',
      'materials.0.url',
    ]);
    const sitePath = await create({
      ...body,
      materials: [{ title: 'Plan de cuentas', url: '/uploads/materials/plan.xlsx' }],
    });
    expect(sitePath.statusCode).toBe(201);
    const otherHost = await create({
      ...body,
      materials: [{ title: 'Plan de cuentas', url: '//otro-sitio.example/plan.xlsx' }],
    });
    expect(otherHost.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'materials.0.url',
    ]);
    const priceless = await create({ ...body, price: '' });
    expect(priceless.json().errors).toEqual([{ field: 'price', message: 'Ingresá un precio.' }]);
  });

  it('publishes a course only with a unit that has a module, and keeps it so', async () => {
    const refusal = [{ field: 'visibility', message: PUBLIC_NEEDS_CONTENT }];
    const body = { ...(await newCourse()), picture: null };
    for (const units of [[], [{ title: 'Unidad vacía', modules: [] }]]) {
      const empty = await create({ ...body, visibility: 'true', units });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual(refusal);
    }
    const draft = await create({ ...body, visibility: 'false', units: [] });
    expect(draft.statusCode, draft.body).toBe(201);
    const drafted = draft.json().course as Course;
    expect((await save(drafted, { ...body, visibility: true, units: [] })).json().errors).toEqual(
      refusal,
    );

    // Deleting the last module of a public course is refused: it stays as it was, on sale.
    const { course } = (await create(body)).json() as { course: Course };
    const emptied = await save(course, {
      ...body,
      units: course.units.map((unit) => ({ id: unit.id, title: unit.title, modules: [] })),
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual(refusal);
    const kept = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(kept.statusCode).toBe(200);
    expect(
      kept.json().course.units.flatMap((unit: Course['units'][number]) => unit.modules),
    ).toHaveLength(3);
    // Chosen private on purpose, it may be emptied.
    const hidden = await save(course, { ...body, visibility: 'false', units: [] });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).statusCode).toBe(404);
  });

  it("keeps each course's own list of what it includes, in order, checked line by line", async () => {
    const body = { ...(await newCourse()), picture: null };
    const lines = ['Planilla de cálculo de Ganancias', 'Casos resueltos', 'Acceso ilimitado'];
    const created = await create({ ...body, included: lines });
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json().course as Course & { included: string[] };
    expect(course.included).toEqual(lines);
    const page = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(page.json().course.included).toEqual(lines);

    // Reordered and one removed.
    const edited = await save(course, { ...body, included: [lines[2], lines[0]] });
    expect(edited.json().course.included).toEqual([lines[2], lines[0]]);
    const after = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(after.json().course.included).toEqual([lines[2], lines[0]]);
    // Another course includes nothing until its administrator says so.
    const other = (await create(body)).json().course as Course & { included: string[] };
    expect(other.included).toEqual([]);

    const refused = await save(course, {
      ...body,
      included: ['Casos resueltos', '   ', 'x'.repeat(61)],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'included.1', message: 'Ingresá qué incluye el curso.' },
      { field: 'included.2', message: 'Cada línea puede tener como máximo 60 caracteres.' },
    ]);
    const tooMany = await save(course, { ...body, included: Array(13).fill('Casos resueltos') });
    expect(tooMany.json().errors).toEqual([
      { field: 'included', message: 'Hasta 12 líneas de lo que incluye el curso.' },
    ]);
    const unchanged = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(unchanged.json().course.included).toEqual([lines[2], lines[0]]);
  });

  it('refuses ids of items that belong to another course', async () => {
    const other = await createCourse(t);
    const otherCourse = (
      await call(t, 'GET', `/api/admin/courses/${other.id}/x`, { cookie: admin.cookie })
    ).json().course as Course;
    const { course } = (await create(await newCourse())).json() as { course: Course };
    const response = await save(course, {
      ...(await newCourse()),
      picture: null,
      units: [{ id: otherCourse.units[0]!.id, title: 'Robada', modules: [] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'units.0.id',
        message: 'Este elemento ya no existe en el curso: recargá la página.',
      },
      // A public course whose only unit is empty: said in the same answer.
      { field: 'visibility', message: PUBLIC_NEEDS_CONTENT },
    ]);
    const untouched = await call(t, 'GET', `/api/admin/courses/${other.id}/x`, {
      cookie: admin.cookie,
    });
    expect(untouched.json().course.units[0].title).toBe(otherCourse.units[0]!.title);
  });

  it('checks the picture by its bytes: a PNG named .jpg is fine, a text file or a huge file is not', async () => {
    const body = await newCourse();
    const renamed = await create({ ...body, picture: dataUrl(await png(640, 480), 'image/jpeg') });
    expect(renamed.statusCode, renamed.body).toBe(201);

    const text = await create({
      ...body,
      picture: dataUrl(Buffer.from('no soy una imagen'), 'image/png'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual([
      {
        field: 'picture',
        message: 'El archivo no es una imagen: elegí un JPG, PNG, WebP, GIF o AVIF.',
      },
    ]);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5.5 * 1024 * 1024)]);
    const tooBig = await create({ ...body, picture: dataUrl(huge, 'image/png') });
    expect(tooBig.statusCode, tooBig.body).toBe(400);
    expect(tooBig.json().errors).toEqual([
      { field: 'picture', message: 'La imagen pesa más de 5 MB: elegí una más liviana.' },
    ]);
    const foreignUrl = await create({ ...body, picture: 'https://otro-sitio.example/foto.png' });
    expect(foreignUrl.json().errors).toEqual([
      { field: 'picture', message: 'Elegí una imagen desde tu equipo.' },
    ]);
  });

  it("names the picture's error with every other field's in one answer", async () => {
    const notAPicture = dataUrl(Buffer.from('no soy una imagen'), 'image/png');
    const body = { ...(await newCourse()), picture: notAPicture };
    const pictureError = {
      field: 'picture',
      message: 'El archivo no es una imagen: elegí un JPG, PNG, WebP, GIF o AVIF.',
    };
    const fields = (response: { json: () => { errors: { field: string }[] } }) =>
      response.json().errors.map((error) => error.field);

    const created = await create({ ...body, title: '', price: -1 });
    expect(created.statusCode).toBe(400);
    expect(fields(created)).toEqual(['title', 'price', 'picture']);
    expect(created.json().errors).toContainEqual(pictureError);

    const { course } = (await create({ ...body, picture: null })).json() as { course: Course };
    const saved = await save(course, { ...body, title: '', price: -1 });
    expect(saved.statusCode).toBe(400);
    expect(fields(saved)).toEqual(['title', 'price', 'picture']);

    // The checks past the schema, too: publishing without content and the picture at once.
    const empty = await create({ ...body, units: [] });
    expect(fields(empty)).toEqual(['visibility', 'picture']);
  });

  it('drops the camera metadata of a photo', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c8a24a' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Cámara de prueba' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { course } = (
      await create({ ...(await newCourse()), picture: dataUrl(photo, 'image/jpeg') })
    ).json();
    const file = path.join(t.config.uploadsDir, course.picture.url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const stored = await sharp(file).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('lists every course for the panel, hidden ones too, with their size and students', async () => {
    const hidden = await createCourse(t, { title: 'Curso oculto del panel', visibility: false });
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, hidden.id);
    const response = await call(t, 'GET', '/api/admin/courses', { cookie: admin.cookie });
    const listed = response.json().courses.find((c: { id: number }) => c.id === hidden.id);
    expect(listed).toMatchObject({ visibility: false, units: 2, modules: 3, students: 1 });
    const full = await call(t, 'GET', `/api/admin/courses/${hidden.id}/x`, {
      cookie: admin.cookie,
    });
    expect(full.json().course.units[0].modules[0].videoId).toBe('video-secreto-11');
    expect(
      (await call(t, 'GET', '/api/admin/courses/99999/x', { cookie: admin.cookie })).statusCode,
    ).toBe(404);
  });
});
