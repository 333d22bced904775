import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import type { CaughtMail } from '../../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { useTestApp } from '../../../../tests/support/use-test-app';
import {
  announcementRecipients,
  announcements,
  mailOptOuts,
  mailOutbox,
  users,
} from '../../db/schema';
import { sendDueAnnouncementMails, startAnnouncementDelivery } from './delivery';

const MINUTE = 60_000;

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

const draft = (courseId: number | null, subject = 'Agregamos la Unidad 5') => ({
  subject,
  body: 'Ya está disponible la **Unidad 5**: *Ganancias de personas humanas*.',
  courseId,
});

/** The announcement mails caught for `email` (after message number `since`). */
const announcementsTo = (t: TestApp, email: string, subject: string, since = 0) =>
  t.smtp.messages
    .slice(since)
    .filter((mail) => mail.to.includes(email) && mail.subject === subject);

/** The unsubscribe address a mail client reads from the List-Unsubscribe header. */
function headerUnsubscribeUrl(mail: CaughtMail): URL {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const https = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!https) throw new Error(`no unsubscribe address in "${header}"`);
  return new URL(https);
}

/** The one-click POST a mail client sends (RFC 8058): no cookie, no session, a form body. */
const oneClick = (t: TestApp, url: URL) =>
  t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

async function optedOut(t: TestApp, email: string): Promise<boolean> {
  const rows = await t.db
    .select({ userId: mailOptOuts.userId })
    .from(mailOptOuts)
    .innerJoin(users, eq(users.id, mailOptOuts.userId))
    .where(eq(users.email, email));
  return rows.length > 0;
}

async function block(t: TestApp, email: string) {
  await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, email));
}

/** An administrator of the describe's app, signed in before its tests. */
function useAdmin(t: TestApp) {
  let signedIn: Person | undefined;
  beforeAll(async () => {
    signedIn = await adminPerson(t);
  });
  const admin = new Proxy({} as Person, {
    get: (_target, property) => Reflect.get(signedIn!, property),
  });
  return { admin };
}

describe('announcements in the panel', { timeout: 120_000 }, () => {
  const t = useTestApp();
  const { admin } = useAdmin(t);

  const post = (path: string, body: unknown, cookie = admin.cookie) =>
    call(t, 'POST', `/api/admin/announcements${path}`, { cookie, body });

  it('answers only administrators', async () => {
    const student = await verifiedPerson(t);
    for (const cookie of [undefined, student.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await call(t, 'GET', '/api/admin/announcements', { cookie })).statusCode).toBe(
        expected,
      );
      for (const path of ['', '/preview', '/test']) {
        expect(
          (
            await call(t, 'POST', `/api/admin/announcements${path}`, {
              cookie,
              body: draft(null),
            })
          ).statusCode,
        ).toBe(expected);
      }
    }
    expect(await t.db.select().from(announcements)).toEqual([]);
  });

  it('answers each wrong field with a Spanish message beside it', async () => {
    for (const path of ['', '/preview', '/test']) {
      const empty = await post(path, { subject: ' ', body: '', courseId: 'uno' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        { field: 'subject', message: 'Ingresá el asunto.' },
        { field: 'body', message: 'Ingresá el texto del anuncio.' },
        { field: 'courseId', message: 'El curso no es válido.' },
      ]);
      const unknown = await post(path, draft(999_999));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'Elegí un curso de la lista.',
        errors: [{ field: 'courseId', message: 'Elegí un curso de la lista.' }],
      });
    }
    const nobody = await post('', draft((await createCourse(t)).id));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual([
      { field: 'courseId', message: 'Ningún alumno recibiría este anuncio: elegí otro curso.' },
    ]);
    expect(await t.db.select().from(announcements)).toEqual([]);
  });

  it('previews the mail rendered safely, with how many students will get it', async () => {
    const course = await createCourse(t, { title: 'Monotributo desde cero' });
    for (let i = 0; i < 2; i++) await enroll(t, (await verifiedPerson(t)).person.email, course.id);
    const preview = await post('/preview', {
      ...draft(course.id),
      body: 'La **Unidad 5** ya está.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json();
    expect(answer).toMatchObject({ subject: 'Agregamos la Unidad 5', recipients: 2 });
    expect(answer.html).toContain('<strong>Unidad 5</strong>');
    expect(answer.html).toContain(`Hola, ${admin.person.name}:`);
    expect(answer.html).toContain(
      'Te escribimos porque tenés el curso &quot;Monotributo desde cero&quot;.',
    );
    // The typed markup is gone; the only picture is the firm's mark in the layout's header.
    expect(answer.html).not.toMatch(/<script|onerror|src="x"/);
    expect([...answer.html.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `${t.config.appUrl}/mail-logo.png`,
    ]);
    expect(answer.text).toContain('La **Unidad 5** ya está.');
    expect(await t.db.select().from(announcements)).toEqual([]);
  });

  it('sends a test to the signed-in administrator alone, with a working way out', async () => {
    const course = await createCourse(t);
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);
    const since = t.smtp.messages.length;
    const sent = await post('/test', draft(course.id, 'Novedades del curso'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Te enviamos una prueba a ${admin.person.email}.`);
    const mail = await t.smtp.waitFor(admin.person.email, { since });
    expect(mail.subject).toBe('[Prueba] Novedades del curso');
    expect(mail.html).toContain('<strong>Unidad 5</strong>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headerUnsubscribeUrl(mail).pathname).toBe('/api/mail/unsubscribe');
    expect(t.smtp.messages.slice(since).flatMap((m) => m.to)).toEqual([admin.person.email]);
    expect(await t.db.select().from(announcements)).toEqual([]);
  });
});

describe('who gets an announcement', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes to the owners of the course, or of any course for everyone, minus the unsubscribed and the blocked', async () => {
    const admin = await adminPerson(t);
    const course = await createCourse(t, { title: 'Sueldos' });
    const other = await createCourse(t, { title: 'Ganancias' });
    const people: string[] = [];
    for (let i = 0; i < 6; i++) people.push((await verifiedPerson(t)).person.email);
    const [owner1, owner2, otherOwner, unsubscribed, blocked, stranger] = people;
    for (const email of [owner1!, owner2!, unsubscribed!, blocked!])
      await enroll(t, email, course.id);
    await enroll(t, otherOwner!, other.id);
    await block(t, blocked!);
    const [unsubscribedUser] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, unsubscribed!));
    await t.db.insert(mailOptOuts).values({ userId: unsubscribedUser!.id });

    const toCourse = await call(t, 'POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: draft(course.id, 'Para Sueldos'),
    });
    expect(toCourse.statusCode, toCourse.body).toBe(200);
    expect(toCourse.json()).toMatchObject({
      message: 'Estamos enviando el anuncio a 2 alumnos.',
      announcement: {
        subject: 'Para Sueldos',
        course: { id: course.id, title: 'Sueldos' },
        status: 'sending',
        recipients: 2,
        sent: 0,
      },
    });
    const toAll = await call(t, 'POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: draft(null, 'Para todos'),
    });
    expect(toAll.json().announcement).toMatchObject({ course: null, recipients: 3 });

    expect(await sendDueAnnouncementMails(t.app.ctx)).toBe(5);
    const receivers = (subject: string) =>
      t.smtp.messages
        .filter((mail) => mail.subject === subject)
        .flatMap((mail) => mail.to)
        .sort();
    await expect.poll(() => receivers('Para Sueldos')).toEqual([owner1, owner2].sort());
    await expect.poll(() => receivers('Para todos')).toEqual([owner1, owner2, otherOwner].sort());
    expect(receivers('Para todos')).not.toContain(stranger);

    // The list, newest first, says each went out in full.
    const list = await call(t, 'GET', '/api/admin/announcements', { cookie: admin.cookie });
    expect(list.json().announcements).toMatchObject([
      { subject: 'Para todos', course: null, status: 'sent', recipients: 3, sent: 3 },
      { subject: 'Para Sueldos', status: 'sent', recipients: 2, sent: 2, skipped: 0 },
    ]);
    expect(list.json().announcements[0].authorName).toBe(
      `${admin.person.name} ${admin.person.lastname}`,
    );
  });
});

describe('sending an announcement', { timeout: 120_000 }, () => {
  const t = useTestApp();
  const { admin } = useAdmin(t);

  /** A course owned by `count` new students; answers it and their e-mails. */
  async function ownedCourse(count: number) {
    const course = await createCourse(t);
    const students: Person[] = [];
    for (let i = 0; i < count; i++) {
      const student = await verifiedPerson(t);
      await enroll(t, student.person.email, course.id);
      students.push(student);
    }
    return { course, students, emails: students.map((student) => student.person.email) };
  }

  async function announce(courseId: number, subject: string) {
    const answer = await call(t, 'POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: draft(courseId, subject),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().announcement.id as string;
  }

  it('keeps to its pace: never more mails in a minute than the bound', async () => {
    const { course, emails } = await ownedCourse(5);
    const id = await announce(course.id, 'A paso medido');
    const perMinute = 2;
    const counts: number[] = [];
    for (let pass = 0; pass < 4; pass++) {
      counts.push(await sendDueAnnouncementMails(t.app.ctx, perMinute));
      // A second pass in the same minute (another instance, the cron) sends nothing more.
      counts.push(await sendDueAnnouncementMails(t.app.ctx, perMinute));
      t.clock.advance(MINUTE + 1000);
    }
    expect(counts).toEqual([2, 0, 2, 0, 1, 0, 0, 0]);

    const sentAt = (
      await t.db
        .select({ sentAt: announcementRecipients.sentAt })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, id))
    ).map((row) => row.sentAt!.getTime());
    for (const at of sentAt) {
      expect(
        sentAt.filter((other) => other >= at && other < at + MINUTE).length,
      ).toBeLessThanOrEqual(perMinute);
    }
    for (const email of emails) {
      await expect.poll(() => announcementsTo(t, email, 'A paso medido').length).toBe(1);
    }
  });

  it('carries both unsubscribe headers; the header alone unsubscribes, a GET does not', async () => {
    const { course, students, emails } = await ownedCourse(2);
    const [leaving, staying] = emails as [string, string];
    const since = t.smtp.messages.length;
    await announce(course.id, 'Primer anuncio');
    t.clock.advance(2 * MINUTE);
    await sendDueAnnouncementMails(t.app.ctx);
    const mail = await t.smtp.waitFor(leaving, { since });
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = headerUnsubscribeUrl(mail);
    expect(url.origin).toBe('http://localhost:3000');
    expect(mail.text).toContain(url.href);
    expect(mail.html).toContain(url.href.replace(/&/g, '&amp;'));

    // Opening the link (a person, or a scanner that follows every link) only asks.
    const opened = await call(t, 'GET', `${url.pathname}${url.search}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('Confirmar la baja');
    expect(opened.body).toContain('method="post"');
    expect(await optedOut(t, leaving)).toBe(false);

    // The mail client's one-click POST: no cookie, no session, from another site.
    const clicked = await oneClick(t, url);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('te dimos de baja');
    expect(await optedOut(t, leaving)).toBe(true);
    expect(await optedOut(t, staying)).toBe(false);
    // Again (a second click): the same answer.
    expect((await oneClick(t, url)).statusCode).toBe(200);

    // A made-up link unsubscribes nobody, by GET or POST.
    for (const token of ['x'.repeat(43), 'no', '']) {
      const forged = new URL(`/api/mail/unsubscribe?token=${token}`, url.origin);
      expect((await oneClick(t, forged)).statusCode).toBe(400);
      expect((await call(t, 'GET', `${forged.pathname}${forged.search}`)).statusCode).toBe(400);
    }

    // The next announcement skips them; a purchase receipt still reaches them.
    const next = await call(t, 'POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: draft(course.id, 'Segundo anuncio'),
    });
    expect(next.json().announcement.recipients).toBe(1);
    await sendDueAnnouncementMails(t.app.ctx);
    await expect.poll(() => announcementsTo(t, staying, 'Segundo anuncio').length).toBe(1);
    expect(announcementsTo(t, leaving, 'Segundo anuncio')).toEqual([]);

    const other = await createCourse(t, { title: 'Facturación electrónica' });
    const receiptSince = t.smtp.messages.length;
    await buyWithSandbox(t, students[0]!.cookie, other.id, 'approved');
    const receipt = await t.smtp.waitFor(leaving, {
      since: receiptSince,
      match: (m) => m.subject === 'Confirmamos tu compra: Facturación electrónica',
    });
    expect(receipt.headers['list-unsubscribe']).toBeUndefined();
    // And so does a password reset link.
    const resetSince = t.smtp.messages.length;
    const reset = await call(t, 'POST', '/api/auth/forgot-password', {
      body: { email: leaving },
      ip: '10.78.0.1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.smtp.waitFor(leaving, {
      since: resetSince,
      match: (m) => m.subject === 'Restablecé tu contraseña',
    });
  });

  it('keeps to the pace when two instances run their passes at once', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      second.clock.advance(t.clock.offsetMs);
      const { course } = await ownedCourse(3);
      const id = await announce(course.id, 'Dos instancias');
      t.clock.advance(2 * MINUTE);
      second.clock.advance(2 * MINUTE);
      const sent = await Promise.all([
        sendDueAnnouncementMails(t.app.ctx, 2),
        sendDueAnnouncementMails(second.app.ctx, 2),
        sendDueAnnouncementMails(t.app.ctx, 2),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(2);
      const rows = await t.db
        .select({ sentAt: announcementRecipients.sentAt })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, id));
      expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(2);
      // The third goes in the next minute.
      t.clock.advance(2 * MINUTE);
      expect(await sendDueAnnouncementMails(t.app.ctx, 2)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('passes over whoever unsubscribes before their turn, at once', async () => {
    const { course, emails } = await ownedCourse(2);
    const [late, other] = emails as [string, string];
    const first = await call(t, 'POST', '/api/admin/announcements/test', {
      cookie: admin.cookie,
      body: draft(course.id),
    });
    expect(first.statusCode).toBe(200);
    const id = await announce(course.id, 'Con una baja en el medio');
    const [user] = await t.db.select().from(users).where(eq(users.email, late));
    await t.db.insert(mailOptOuts).values({ userId: user!.id });
    t.clock.advance(2 * MINUTE);
    expect(await sendDueAnnouncementMails(t.app.ctx)).toBe(1);
    await expect.poll(() => announcementsTo(t, other, 'Con una baja en el medio').length).toBe(1);
    expect(announcementsTo(t, late, 'Con una baja en el medio')).toEqual([]);
    const list = await call(t, 'GET', '/api/admin/announcements', { cookie: admin.cookie });
    expect(list.json().announcements.find((a: { id: string }) => a.id === id)).toMatchObject({
      status: 'sent',
      recipients: 2,
      sent: 1,
      skipped: 1,
    });
  });
});

describe('an announcement across a restart', { timeout: 120_000 }, () => {
  it('reaches every recipient exactly once when the app stops halfway', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database });
    let second: TestApp | undefined;
    try {
      const admin = await adminPerson(first);
      const course = await createCourse(first);
      const emails: string[] = [];
      for (let i = 0; i < 4; i++) {
        const student = await verifiedPerson(first);
        await enroll(first, student.person.email, course.id);
        emails.push(student.person.email);
      }
      const sent = await call(first, 'POST', '/api/admin/announcements', {
        cookie: admin.cookie,
        body: draft(course.id, 'Sobrevive al reinicio'),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      // One mail leaves, then the instance stops (its job queue never ran).
      expect(await sendDueAnnouncementMails(first.app.ctx, 1)).toBe(1);
      await expect
        .poll(() => first.smtp.messages.filter((m) => m.subject === 'Sobrevive al reinicio').length)
        .toBe(1);
      const firstMails = first.smtp.messages.filter((m) => m.subject === 'Sobrevive al reinicio');
      await first.close();

      // A new instance on the same database, with its job queue and the sender's worker.
      second = await createTestApp({ database });
      second.clock.advance(2 * MINUTE);
      await second.app.ctx.jobs.start();
      await startAnnouncementDelivery(second.app.ctx);
      const later = second;
      await expect
        .poll(
          () => later.smtp.messages.filter((m) => m.subject === 'Sobrevive al reinicio').length,
          {
            timeout: 15_000,
          },
        )
        .toBe(3);
      const all = [
        ...firstMails,
        ...later.smtp.messages.filter((m) => m.subject === 'Sobrevive al reinicio'),
      ].flatMap((m) => m.to);
      expect(all.sort()).toEqual([...emails].sort());

      // More passes (the cron, another restart) send nothing again.
      expect(await sendDueAnnouncementMails(later.app.ctx)).toBe(0);
      const queued = await later.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, 'announcement:%'));
      expect(queued).toHaveLength(4);
    } finally {
      await second?.close();
      await database.close();
    }
  });
});
