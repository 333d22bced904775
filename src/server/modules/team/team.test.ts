import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { seedDemoTeam } from '../../seed/demo-team';

type Member = { id: number; name: string; role: string; bio: string; photoUrl: string | null };
type Person = { cookie: string };

const photo = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1e3a5f' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carolina Paz',
  role: 'Contadora pública (UBA)',
  bio: 'Asesora a monotributistas y pymes desde hace diez años, y enseña a liquidar impuestos paso a paso.',
  photo: null,
  ...overrides,
});

describe("the firm's team ('Equipo') and each course's teacher", () => {
  let t: TestApp;
  let admin: Person;

  const save = (body: Record<string, unknown>, id?: number | string, cookie = admin.cookie) =>
    call(t, id ? 'PUT' : 'POST', id ? `/api/admin/team/${id}` : '/api/admin/team', {
      cookie,
      body,
    });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const answer = await save(form(overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().member as Member;
  };
  const errors = async (body: Record<string, unknown>) => {
    const answer = await save(body);
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json().errors as { field: string; message: string }[];
  };
  const editorCourse = async (course: { id: number; slug: string }) =>
    (
      await call(t, 'GET', `/api/admin/courses/${course.id}/${course.slug}`, {
        cookie: admin.cookie,
      })
    ).json().course;
  const saveCourse = async (course: { id: number; slug: string }, instructorId: unknown) => {
    const {
      id: _id,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = await editorCourse(course);
    return call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...fields, picture: fields.picture?.url ?? null, instructorId },
    });
  };
  /** A course the editor can save as it loads it (its lessons on YouTube). */
  const editableCourse = () =>
    createCourse(t, {
      units: [{ title: 'Unidad 1', modules: [{ title: 'Módulo 1', videoId: 'dQw4w9WgXcQ' }] }],
      materials: [],
    });
  const publicCourse = async (course: { id: number; slug: string }) =>
    (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
  });
  afterAll(async () => t.close());

  it('adds a person, lists them and edits them', async () => {
    const member = await created();
    expect(member).toMatchObject({
      name: 'Carolina Paz',
      role: 'Contadora pública (UBA)',
      photoUrl: null,
    });

    const edited = await save(
      form({ name: 'Carolina Paz Ríos', role: 'Contadora (UNLP)' }),
      member.id,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Guardamos los datos de la persona.',
      member: { id: member.id, name: 'Carolina Paz Ríos', role: 'Contadora (UNLP)' },
    });

    const listed = await call(t, 'GET', '/api/admin/team', { cookie: admin.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().members).toContainEqual({ ...edited.json().member });
  });

  it('stores the photo as a WebP picture that the site serves, and keeps it when sent back', async () => {
    const member = await created({ photo: await photo() });
    expect(member.photoUrl).toMatch(/^\/uploads\/courses\/[0-9a-f]{24}\.webp$/);
    const served = await t.app.inject({ url: member.photoUrl! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const kept = await save(
      form({ photo: member.photoUrl, bio: `${form().bio} Edición.` }),
      member.id,
    );
    expect(kept.json().member.photoUrl).toBe(member.photoUrl);
    const removed = await save(form({ photo: null }), member.id);
    expect(removed.json().member.photoUrl).toBeNull();
  });

  it('answers each field at fault in Spanish', async () => {
    expect(await errors(form({ name: 'A', role: '', bio: 'Corta.' }))).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'El nombre debe tener al menos 2 caracteres.' },
        { field: 'role', message: 'Ingresá el título o cargo.' },
        { field: 'bio', message: 'La presentación debe tener al menos 20 caracteres.' },
      ]),
    );
    expect(await errors(form({ bio: 'x'.repeat(601) }))).toContainEqual({
      field: 'bio',
      message: 'La presentación puede tener como máximo 600 caracteres.',
    });
    expect(await errors(form({ photo: 'https://otro-sitio.example/foto.png' }))).toContainEqual({
      field: 'photo',
      message: 'Elegí una imagen desde tu equipo.',
    });
  });

  it('answers 404 for an unknown person and 400 for a malformed id', async () => {
    const unknown = await save(form(), 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos a esa persona del equipo.');
    expect((await save(form(), 'abc')).statusCode).toBe(400);
  });

  it('is managed by administrators only', async () => {
    const student = await verifiedPerson(t);
    expect((await save(form(), undefined, student.cookie)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/team', { cookie: student.cookie })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/admin/team')).statusCode).toBe(401);
  });

  it("saves the teacher with the course, shows them on its public page and follows the person's edits", async () => {
    const member = await created({ name: 'Julián Ferreyra', role: 'Contador público (UBA)' });
    const course = await editableCourse();
    expect((await publicCourse(course)).instructor).toBeNull();

    const saved = await saveCourse(course, member.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await editorCourse(course)).instructorId).toBe(member.id);
    expect((await publicCourse(course)).instructor).toEqual({
      name: 'Julián Ferreyra',
      role: 'Contador público (UBA)',
      bio: form().bio,
      photoUrl: null,
    });

    // The course page is cached: saving the person refreshes it.
    await save(form({ name: 'Julián A. Ferreyra', role: 'Contador público (UBA)' }), member.id);
    expect((await publicCourse(course)).instructor.name).toBe('Julián A. Ferreyra');

    expect((await saveCourse(course, null)).statusCode).toBe(200);
    expect((await publicCourse(course)).instructor).toBeNull();
  });

  it('refuses a teacher who is not on the team', async () => {
    const course = await editableCourse();
    const refused = await saveCourse(course, 999_999);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: 'instructorId',
      message: 'Elegí a alguien del equipo.',
    });
  });
});

describe("the demo firm's team", () => {
  it('is added through the team once, where the panel added nobody', async () => {
    const t = await createTestApp();
    try {
      const first = await seedDemoTeam(t.app.ctx);
      expect(first).toHaveLength(2);
      expect(await seedDemoTeam(t.app.ctx)).toEqual(first);
    } finally {
      await t.close();
    }
  });
});
