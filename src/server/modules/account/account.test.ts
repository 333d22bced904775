import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminPerson,
  call,
  codeSentTo,
  sessionCookie,
  verifiedPerson,
} from '../../../../tests/support/accounts';
import { bareCourse } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { purchases, sessions, users } from '../../db/schema';
import { insertCourse } from '../courses/course-store';

describe('the account of the signed-in person', () => {
  const t = useTestApp();

  it('refuses every account call without a session', async () => {
    const calls = [
      call(t, 'GET', '/api/user'),
      call(t, 'PUT', '/api/user/update/profile', { body: {} }),
      call(t, 'PUT', '/api/user/update/email', { body: {} }),
      call(t, 'POST', '/api/auth/verify/email', { body: {} }),
      call(t, 'PUT', '/api/user/update/password', { body: {} }),
      call(t, 'DELETE', '/api/user/delete'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Tenés que iniciar sesión para continuar.');
    }
  });

  it('updates name, lastname and username, refusing a username in use', async () => {
    const other = await verifiedPerson(t);
    const { cookie } = await verifiedPerson(t);
    const taken = await call(t, 'PUT', '/api/user/update/profile', {
      cookie,
      body: { name: 'Sofía', lastname: 'Ruiz', username: other.person.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { field: 'username', message: 'Ese nombre de usuario ya está en uso.' },
    ]);

    const saved = await call(t, 'PUT', '/api/user/update/profile', {
      cookie,
      body: { name: ' Sofía ', lastname: 'Ruiz', username: 'sofi.ruiz' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Guardamos tus datos.',
      user: { name: 'Sofía', lastname: 'Ruiz', username: 'sofi.ruiz' },
    });
  });

  it('changes the e-mail only after the code sent to the new address is confirmed', async () => {
    const other = await verifiedPerson(t);
    const { person, cookie } = await verifiedPerson(t);
    const inUse = await call(t, 'PUT', '/api/user/update/email', {
      cookie,
      body: { email: other.person.email },
    });
    expect(inUse.statusCode).toBe(409);
    const same = await call(t, 'PUT', '/api/user/update/email', {
      cookie,
      body: { email: person.email },
    });
    expect(same.json().errors).toEqual([
      { field: 'email', message: 'Ese ya es tu correo actual.' },
    ]);

    const newEmail = `nuevo.${person.email}`;
    const since = t.smtp.messages.length;
    const requested = await call(t, 'PUT', '/api/user/update/email', {
      cookie,
      body: { email: newEmail },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().user.email).toBe(person.email);
    const code = await codeSentTo(t, newEmail, since);

    const confirmed = await call(t, 'POST', '/api/auth/verify/email', {
      cookie,
      body: { otp: code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: newEmail, status: true });
    const notice = await t.smtp.waitFor(person.email, {
      since,
      match: (mail) => /Cambiaste el correo/.test(mail.subject),
    });
    expect(notice.text).toContain(newEmail);

    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: newEmail, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const elsewhere = sessionCookie(
      await call(t, 'POST', '/api/auth/login', {
        body: { email: person.email, password: person.password },
      }),
    );
    const wrong = await call(t, 'PUT', '/api/user/update/password', {
      cookie,
      body: {
        currentPassword: 'no-es-esta',
        newPassword: 'nueva-clave-2025',
        newPasswordConfirm: 'nueva-clave-2025',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: 'La contraseña actual es incorrecta.' },
    ]);

    const changed = await call(t, 'PUT', '/api/user/update/password', {
      cookie,
      body: {
        currentPassword: person.password,
        newPassword: 'nueva-clave-2025',
        newPasswordConfirm: 'nueva-clave-2025',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', { cookie: elsewhere })).statusCode).toBe(401);
  });

  it('refuses a common new password, keeping the current one', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const common = await call(t, 'PUT', '/api/user/update/password', {
      cookie,
      body: {
        currentPassword: person.password,
        newPassword: 'iloveyou',
        newPasswordConfirm: 'iloveyou',
      },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      {
        field: 'newPassword',
        message: 'Esa contraseña es demasiado común: elegí otra más difícil de adivinar.',
      },
    ]);
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('deletes the account and its sessions, keeping purchase records without the user', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
    const courseId = await insertCourse(t.db, bareCourse({ title: 'Curso', slug: 'curso' }));
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        userId: user?.id,
        courseId,
        courseSlug: 'curso',
        courseTitle: 'Curso',
        provider: 'sandbox',
        status: 'approved',
        amount: 1000,
        payerName: person.name,
        payerLastname: person.lastname,
        payerEmail: person.email,
        payerDocument: '30111222',
        payerCountry: 'Argentina',
        payerRegion: 'Buenos Aires',
        payerLocation: 'La Plata',
      })
      .returning();

    const deleted = await call(t, 'DELETE', '/api/user/delete', {
      cookie,
      body: { password: person.password, phrase: '  Eliminar Mi Cuenta ' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);
    const [kept] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, status: 'approved', courseTitle: 'Curso' });
  });

  it("deletes an account only with its password and the typed phrase, an admin's too", async () => {
    for (const { person, cookie } of [await verifiedPerson(t), await adminPerson(t)]) {
      // The session cookie alone, as before.
      const bare = await call(t, 'DELETE', '/api/user/delete', { cookie });
      expect(bare.statusCode).toBe(400);
      const attempts = [
        { body: {}, field: 'password' },
        { body: { password: person.password }, field: 'phrase' },
        { body: { password: person.password, phrase: 'eliminar' }, field: 'phrase' },
        { body: { password: 'no-es-la-clave', phrase: 'eliminar mi cuenta' }, field: 'password' },
      ];
      for (const { body, field } of attempts) {
        const refused = await call(t, 'DELETE', '/api/user/delete', { cookie, body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().errors.map((error: { field: string }) => error.field)).toContain(
          field,
        );
      }
      const wrong = await call(t, 'DELETE', '/api/user/delete', {
        cookie,
        body: { password: 'no-es-la-clave', phrase: 'eliminar mi cuenta' },
      });
      expect(wrong.json().errors).toEqual([
        { field: 'password', message: 'La contraseña no es correcta.' },
      ]);
      expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(1);
    }
  });
});
