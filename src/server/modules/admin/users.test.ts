import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPerson,
  call,
  sessionCookie,
  verifiedPerson,
} from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { watchAndTick } from '../../../../tests/support/watching';
import { users } from '../../db/schema';

type ListedUser = {
  id: string;
  username: string;
  email: string;
  roles: string[];
  courses: { id: number }[];
};

describe('admin: users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  const list = (query: string) =>
    call(t, 'GET', `/api/admin/users?${query}`, { cookie: admin.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t, { name: 'Valeria', lastname: 'Ferraro' });
  });
  afterAll(async () => t.close());

  it('pages through users newest first, 10 a page, with the total', async () => {
    for (let i = 0; i < 12; i++) {
      await verifiedPerson(t);
      t.clock.advance(1000);
    }
    const first = await list('page=1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 13 });
    expect(body.users).toHaveLength(10);
    const created = body.users.map((user: { createdAt: string }) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const last = await list('page=2');
    expect(last.json().users).toHaveLength(3);
    expect(last.json().users.at(-1).id).toBe(admin.user.id);
    const past = await list('page=9');
    expect(past.json()).toMatchObject({ users: [], total: 13, page: 9 });
  });

  it('filters administrators and users, and searches without caring for case or accents', async () => {
    await verifiedPerson(t, { name: 'Lucía', lastname: 'Gómez Núñez' });
    const admins = (await list('filter=admin')).json();
    expect(admins.users.map((user: ListedUser) => user.id)).toEqual([admin.user.id]);
    const students = (await list('filter=user')).json();
    expect(students.users.every((user: ListedUser) => !user.roles.includes('admin'))).toBe(true);

    const found = (await list('search=LUCIA%20gomez%20nunez')).json();
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ name: 'Lucía', lastname: 'Gómez Núñez', status: true });
    expect((await list(`search=${admin.user.id}`)).json().users).toMatchObject([
      { id: admin.user.id },
    ]);
    expect((await list('search=100%25')).json().total).toBe(0);
  });

  it('edits a profile and the owned courses; a kept course keeps its progress', async () => {
    const keep = await createCourse(t);
    const drop = await createCourse(t);
    const grant = await createCourse(t);
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, keep.id);
    await enroll(t, student.person.email, drop.id);
    const study = await call(t, 'GET', `/api/user/courses/${keep.id}/${keep.slug}`, {
      cookie: student.cookie,
    });
    const unit = study.json().course.units[0];
    await watchAndTick(t, student.cookie, keep.id, {
      unitId: unit.id,
      moduleId: unit.modules[0].id,
    });

    const saved = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body: {
        name: 'Paulina',
        lastname: 'Herrera',
        username: 'paulina_h',
        email: 'paulina.h@example.com',
        courses: [{ id: keep.id }, { id: grant.id }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({
      name: 'Paulina',
      email: 'paulina.h@example.com',
      courses: [{ id: keep.id }, { id: grant.id }],
    });
    const mine = await call(t, 'GET', '/api/user/courses', { cookie: student.cookie });
    const progress = Object.fromEntries(
      mine
        .json()
        .courses.map(
          (entry: { course: { id: number }; progress: { completedModules: number } }) => [
            entry.course.id,
            entry.progress.completedModules,
          ],
        ),
    );
    expect(progress).toEqual({ [keep.id]: 1, [grant.id]: 0 });
    const notice = await t.smtp.waitFor(student.person.email, {
      match: (mail) => mail.subject === 'Cambiaste el correo de tu cuenta',
    });
    expect(notice.text).toContain('paulina.h@example.com');
  });

  it('answers taken usernames and e-mails with per-field 409s, and unknown courses with a 400', async () => {
    const other = await verifiedPerson(t);
    const student = await verifiedPerson(t);
    const body = {
      name: 'Ana',
      lastname: 'Paz',
      username: other.person.username.toUpperCase(),
      email: other.person.email,
      courses: [],
    };
    const taken = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { field: 'email', message: 'Ya existe una cuenta con ese correo electrónico.' },
      { field: 'username', message: 'Ese nombre de usuario ya está en uso.' },
    ]);
    const unknown = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body: {
        ...body,
        username: 'ana_paz',
        email: 'ana.paz@example.com',
        courses: [{ id: 99999 }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'courses', message: 'Uno de los cursos elegidos ya no existe.' },
    ]);
    const missing = await call(t, 'PUT', `/api/admin/user/update/${crypto.randomUUID()}`, {
      cookie: admin.cookie,
      body: { ...body, username: 'ana_paz', email: 'ana.paz@example.com' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('blocks an account: sessions end, no sign-in, no courses, no orders; unblocking gives the courses back', async () => {
    const course = await createCourse(t);
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);

    const blocked = await call(t, 'POST', `/api/admin/users/${student.user.id}/block`, {
      cookie: admin.cookie,
      body: { blocked: true, reason: 'Compartió el material del curso en una red social.' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().user).toMatchObject({ blocked: true, courses: [{ id: course.id }] });

    expect((await call(t, 'GET', '/api/user', { cookie: student.cookie })).statusCode).toBe(401);
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: student.person.email, password: student.person.password },
      ip: '192.0.2.10',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'Tu cuenta está bloqueada. Si creés que es un error, escribinos a contacto@estudioferraro.com.ar.',
    );
    const wrongPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: student.person.email, password: 'otra-clave-cualquiera' },
      ip: '192.0.2.10',
    });
    expect(wrongPassword.statusCode).toBe(401);
    const notice = await t.smtp.waitFor(student.person.email, {
      match: (mail) => mail.subject === 'Bloqueamos tu cuenta',
    });
    expect(notice.text).toContain('Compartió el material');
    // It asks for a reply: the answer goes to the firm's contact address, not the no-reply sender.
    expect(notice.replyTo).toBe(t.config.contactEmail);
    expect(notice.from).not.toBe(t.config.contactEmail);

    const unblocked = await call(t, 'POST', `/api/admin/users/${student.user.id}/block`, {
      cookie: admin.cookie,
      body: { blocked: false },
    });
    expect(unblocked.json().user).toMatchObject({ blocked: false, blockedReason: null });
    const again = await call(t, 'POST', '/api/auth/login', {
      body: { email: student.person.email, password: student.person.password },
      ip: '192.0.2.10',
    });
    expect(again.statusCode).toBe(200);
    const cookie = sessionCookie(again);
    const owned = await call(t, 'GET', '/api/user/courses', { cookie });
    expect(
      owned.json().courses.map((entry: { course: { id: number } }) => entry.course.id),
    ).toEqual([course.id]);
  });

  it('refuses orders from a blocked account even with a session that somehow survived', async () => {
    const course = await createCourse(t);
    const student = await verifiedPerson(t);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, student.user.id));
    expect((await createOrder(t, student.cookie, course.id)).statusCode).toBe(401);
  });

  it('does not let an administrator block or demote themselves, and asks for a reason to block', async () => {
    const self = await call(t, 'POST', `/api/admin/users/${admin.user.id}/block`, {
      cookie: admin.cookie,
      body: { blocked: true, reason: 'Prueba de bloqueo propio.' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('No podés bloquear tu propia cuenta.');
    const demote = await call(t, 'PUT', `/api/admin/user/update/${admin.user.id}`, {
      cookie: admin.cookie,
      body: {
        name: 'Valeria',
        lastname: 'Ferraro',
        username: admin.person.username,
        email: admin.person.email,
        courses: [],
        roles: ['user'],
      },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().errors).toEqual([
      { field: 'roles', message: 'No podés quitarte el rol de administrador.' },
    ]);
    const student = await verifiedPerson(t);
    const noReason = await call(t, 'POST', `/api/admin/users/${student.user.id}/block`, {
      cookie: admin.cookie,
      body: { blocked: true, reason: '' },
    });
    expect(noReason.json().errors).toEqual([
      { field: 'reason', message: 'Contá brevemente el motivo del bloqueo.' },
    ]);
  });

  it('makes someone an administrator and back', async () => {
    const student = await verifiedPerson(t);
    const body = {
      name: student.person.name,
      lastname: student.person.lastname,
      username: student.person.username,
      email: student.person.email,
      courses: [],
    };
    const promoted = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body: { ...body, roles: ['user', 'admin'] },
    });
    expect(promoted.json().user.roles).toEqual(['user', 'admin']);
    const demoted = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body: { ...body, roles: ['user'] },
    });
    expect(demoted.json().user.roles).toEqual(['user']);
  });
});
