import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { certificates, users } from '../../db/schema';

describe('a certificate whose holder closed their account', () => {
  const t = useTestApp();
  let codes = 0;

  /** A person holding a certificate (written as issued, whatever the issuing rules). */
  async function holder(document: string | null) {
    const course = await createCourse(t, { title: `Monotributo de cero a experto ${++codes}` });
    const person = await verifiedPerson(t, { name: 'Martina', lastname: 'Gómez' });
    const [user] = await t.db.select().from(users).where(eq(users.email, person.person.email));
    const code = `HQ7K2M9PXT${'ABCDEFGH'[codes % 8]}${'23456789'[Math.floor(codes / 8) % 8]}`;
    await t.db.insert(certificates).values({
      code,
      userId: user!.id,
      courseId: course.id,
      fullName: 'Martina Gómez',
      document,
      courseTitle: course.title,
      minutes: 300,
      completedAt: new Date('2026-11-20T15:00:00Z'),
    });
    const deleted = await call(t, 'DELETE', '/api/user/delete', {
      cookie: person.cookie,
      body: { password: person.person.password, phrase: 'Eliminar mi cuenta' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    return { code, course };
  }

  const confirm = (code: string, document: unknown, ip = '10.61.0.1') =>
    call(t, 'POST', `/api/certificates/${code}/holder`, { ip, body: { document } });

  it('erases the name and DNI, keeping only a salted hash of the DNI', async () => {
    const { code } = await holder('30123456');
    const [row] = await t.db.select().from(certificates).where(eq(certificates.code, code));
    expect(row).toMatchObject({ fullName: '', document: null, userId: null });
    expect(row!.holderClosedAt).toBeInstanceOf(Date);
    expect(row!.documentHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toMatch(/Martina|30123456/);
  });

  it('says, in the API and the panel, that it was issued and is valid, naming nobody', async () => {
    const { code, course } = await holder('30123456');
    const answer = await call(t, 'GET', `/api/certificates/${code}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      valid: true,
      name: null,
      holderClosedAccount: true,
      confirmableByDocument: true,
      course: course.title,
    });
    expect(answer.body).not.toMatch(/Martina|Gómez|456/);

    const admin = await adminPerson(t);
    const listed = await call(t, 'GET', `/api/admin/certificates?search=${code}`, {
      cookie: admin.cookie,
    });
    expect(listed.json().certificates).toEqual([
      expect.objectContaining({ code, name: 'Titular con la cuenta cerrada', document: null }),
    ]);
  });

  it('confirms the holder to whoever types the DNI printed on the document', async () => {
    const { code } = await holder('30123456');
    const right = await confirm(code, '30.123.456');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({
      matches: true,
      message: 'El DNI coincide con el del titular del certificado.',
    });
    const wrong = await confirm(code, '30123457', '10.61.0.2');
    expect(wrong.json()).toEqual({
      matches: false,
      message: 'El DNI no coincide con el del titular del certificado.',
    });
    const bad = await confirm(code, '30ABC456', '10.61.0.3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'document', message: 'El DNI solo puede tener números.' },
    ]);
    expect((await confirm('ABCDEFGHJKMN', '30123456', '10.61.0.4')).statusCode).toBe(404);
    expect((await confirm('no-es-un-codigo', '30123456', '10.61.0.4')).statusCode).toBe(404);
  });

  it('lets one address try only five DNIs a quarter of an hour', async () => {
    const { code } = await holder('30123456');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await confirm(code, `3012340${i}`, '10.62.0.1')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await confirm(code, '30123456', '10.62.0.2')).json().matches).toBe(true);
  });

  it('names nobody and offers no check when the holder never gave a DNI', async () => {
    const { code } = await holder(null);
    const answer = (await call(t, 'GET', `/api/certificates/${code}`)).json();
    expect(answer).toMatchObject({ valid: true, name: null, confirmableByDocument: false });
    const refused = await confirm(code, '30123456', '10.63.0.1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Este certificado no tiene un DNI registrado: no podemos confirmar a su titular.',
    );
  });
});
