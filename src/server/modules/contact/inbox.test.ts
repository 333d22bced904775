import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { contactAnswers, contactMessages, mailOutbox } from '../../db/schema';

type Listed = {
  id: string;
  name: string;
  email: string;
  status: string;
  account: { id: string; username: string } | null;
  answers: { text: string; adminName: string | null }[];
};

describe('admin: contact inbox', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  let student: Awaited<ReturnType<typeof verifiedPerson>>;
  const ids: Record<string, string> = {};

  const list = async (query = '') => {
    const response = await call(t, 'GET', `/api/admin/messages?${query}`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { messages: Listed[]; total: number };
  };
  const names = async (query = '') => (await list(query)).messages.map((m) => m.name);
  const answer = (id: string, text: unknown) =>
    call(t, 'POST', `/api/admin/messages/${id}/answer`, {
      cookie: admin.cookie,
      body: { text },
    });
  const archive = (id: string, archived: boolean) =>
    call(t, 'POST', `/api/admin/messages/${id}/archive`, {
      cookie: admin.cookie,
      body: { archived },
    });
  const unanswered = async () =>
    (await call(t, 'GET', '/api/admin/messages/unanswered', { cookie: admin.cookie })).json()
      .count as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t, { name: 'Valeria', lastname: 'Ferraro' });
    student = await verifiedPerson(t);
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));
    const stored = await t.db
      .insert(contactMessages)
      .values([
        {
          name: 'Martín Ibáñez',
          email: 'martin@example.com',
          message: 'Consulta por la facturación electrónica.',
          createdAt: day(1),
        },
        {
          name: 'Ana Pérez',
          email: student.person.email.toUpperCase(),
          message: 'No puedo ver la lección de Ganancias.',
          createdAt: day(3),
        },
        {
          name: 'Jorge Díaz',
          email: 'jorge@example.com',
          message: 'Quiero saber sobre la recategorización del monotributo.',
          createdAt: day(2),
        },
      ])
      .returning();
    for (const row of stored) ids[row.name] = row.id;
  });
  afterAll(async () => t.close());

  it('lists the messages newest first, all Nuevo, with the total', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.messages.map((m) => m.name)).toEqual(['Ana Pérez', 'Jorge Díaz', 'Martín Ibáñez']);
    expect(page.messages.every((m) => m.status === 'new')).toBe(true);
    expect(await unanswered()).toBe(3);
  });

  it('searches name, e-mail and text, with or without accents', async () => {
    expect(await names('search=ibanez')).toEqual(['Martín Ibáñez']);
    expect(await names('search=IBÁÑEZ')).toEqual(['Martín Ibáñez']);
    expect(await names('search=recategorizacion')).toEqual(['Jorge Díaz']);
    expect(await names('search=jorge%40example')).toEqual(['Jorge Díaz']);
    expect(await names('search=facturación electronica')).toEqual(['Martín Ibáñez']);
    expect(await names('search=inexistente')).toEqual([]);
  });

  it('links a message to the account with that e-mail, whatever its case', async () => {
    const page = await list();
    const ana = page.messages.find((m) => m.name === 'Ana Pérez');
    expect(ana?.account).toEqual({ id: student.user.id, username: student.person.username });
    expect(page.messages.find((m) => m.name === 'Jorge Díaz')?.account).toBeNull();
  });

  it('answers by e-mail with Reply-To the contact address and the message quoted', async () => {
    const since = t.smtp.messages.length;
    const response = await answer(ids['Jorge Díaz']!, 'Hola Jorge, te pasamos los requisitos.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contact).toMatchObject({
      status: 'answered',
      answers: [{ text: 'Hola Jorge, te pasamos los requisitos.', adminName: 'Valeria' }],
    });

    const mail = await t.smtp.waitFor('jorge@example.com', { since });
    expect(mail.replyTo).toBe(t.config.contactEmail);
    expect(mail.text).toContain('Hola Jorge, te pasamos los requisitos.');
    expect(mail.text).toContain('> Quiero saber sobre la recategorización del monotributo.');
    expect(mail.text).toMatch(/El 02\/11\/2026 nos escribiste:/);

    expect(await names('filter=answered')).toEqual(['Jorge Díaz']);
    expect(await names('filter=new')).toEqual(['Ana Pérez', 'Martín Ibáñez']);
    expect(await unanswered()).toBe(2);
  });

  it('keeps a second answer as history and sends it too', async () => {
    const since = t.smtp.messages.length;
    const again = await answer(ids['Jorge Díaz']!, 'Te agrego el enlace al formulario.');
    expect(again.statusCode).toBe(200);
    expect(again.json().contact.answers.map((a: { text: string }) => a.text)).toEqual([
      'Hola Jorge, te pasamos los requisitos.',
      'Te agrego el enlace al formulario.',
    ]);
    const mail = await t.smtp.waitFor('jorge@example.com', { since });
    expect(mail.text).toContain('Te agrego el enlace al formulario.');
    const rows = await t.db
      .select()
      .from(contactAnswers)
      .where(eq(contactAnswers.messageId, ids['Jorge Díaz']!));
    expect(rows).toHaveLength(2);
  });

  it('archives and takes back a message, to Nuevo or Respondido as it was', async () => {
    expect((await archive(ids['Martín Ibáñez']!, true)).json().contact.status).toBe('archived');
    expect((await archive(ids['Jorge Díaz']!, true)).json().contact.status).toBe('archived');
    expect(await names('filter=archived')).toEqual(['Jorge Díaz', 'Martín Ibáñez']);
    expect(await unanswered()).toBe(1);
    expect((await archive(ids['Martín Ibáñez']!, false)).json().contact.status).toBe('new');
    expect((await archive(ids['Jorge Díaz']!, false)).json().contact.status).toBe('answered');
    expect(await unanswered()).toBe(2);
  });

  it('refuses an empty or too long answer in Spanish, sending nothing', async () => {
    const queued = (await t.db.select().from(mailOutbox)).length;
    const empty = await answer(ids['Ana Pérez']!, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'text', message: 'Ingresá la respuesta.' }]);
    const long = await answer(ids['Ana Pérez']!, 'a'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'text', message: 'La respuesta puede tener como máximo 5000 caracteres.' },
    ]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(queued);
    expect((await list('filter=new')).messages.map((m) => m.name)).toContain('Ana Pérez');
  });

  it('answers 404 for a message that does not exist, and 400 for a malformed id', async () => {
    const missing = await answer('00000000-0000-4000-8000-000000000000', 'Hola, gracias.');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos ese mensaje.');
    expect((await archive('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await answer('no-es-un-id', 'Hola, gracias.')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const asStudent = await call(t, 'GET', '/api/admin/messages', { cookie: student.cookie });
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await call(t, 'POST', `/api/admin/messages/${ids['Ana Pérez']}/answer`, {
      body: { text: 'Hola, gracias.' },
    });
    expect(anonymous.statusCode).toBe(401);
    const stillNew = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids['Ana Pérez']!));
    expect(stillNew[0]?.status).toBe('new');
  });
});
