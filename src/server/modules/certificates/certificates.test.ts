import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { withdrawThroughLink } from '../../../../tests/support/consumer';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { certificates } from '../../db/schema';

type Unit = { id: number; modules: { id: number }[] };

/** Two units of 45 + 50 and 40 minutes: 135 minutes, 2,5 hours on the certificate. */
const timedUnits = [
  {
    title: 'Unidad 1',
    modules: [
      { title: 'Módulo 1.1', videoId: '', durationMinutes: 45 },
      { title: 'Módulo 1.2', videoId: '', durationMinutes: 50 },
    ],
  },
  { title: 'Unidad 2', modules: [{ title: 'Módulo 2.1', videoId: '', durationMinutes: 40 }] },
];

describe('certificates of completion', () => {
  const t = useTestApp();

  async function student(who = {}) {
    const course = await createCourse(t, { units: timedUnits });
    const person = await verifiedPerson(t, who);
    await enroll(t, person.person.email, course.id);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: person.cookie,
    });
    const units: Unit[] = study.json().course.units;
    return { course, ...person, units };
  }

  const markAll = async (s: Awaited<ReturnType<typeof student>>) => {
    for (const unit of s.units) {
      for (const module of unit.modules) {
        const tick = await call(t, 'PUT', `/api/user/courses/${s.course.id}/x/update/progress`, {
          cookie: s.cookie,
          body: { unitId: unit.id, moduleId: module.id },
        });
        expect(tick.statusCode, tick.body).toBe(200);
      }
    }
  };

  const ownCertificates = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/certificates', { cookie })).json().certificates;

  it('waits for the evaluations: passing the last one completes the course and issues it', async () => {
    const course = await createCourse(t, {
      units: [
        {
          title: 'Unidad 1',
          modules: [{ title: 'Módulo 1.1', videoId: '', durationMinutes: 30 }],
          quiz: {
            passingScore: 100,
            questions: [
              {
                text: '¿Qué factura emite un monotributista?',
                options: [
                  { text: 'Factura C', correct: true },
                  { text: 'Factura A', correct: false },
                ],
              },
            ],
          },
        },
      ],
    });
    const person = await verifiedPerson(t);
    await enroll(t, person.person.email, course.id);
    const base = `/api/user/courses/${course.id}/${course.slug}`;
    const [unit] = (await call(t, 'GET', base, { cookie: person.cookie })).json().course
      .units as Unit[];
    await call(t, 'PUT', `${base}/update/progress`, {
      cookie: person.cookie,
      body: { unitId: unit!.id, moduleId: unit!.modules[0]!.id },
    });
    expect(await ownCertificates(person.cookie)).toEqual([]);

    const quiz = (
      await call(t, 'GET', `${base}/quizzes/${unit!.id}`, { cookie: person.cookie })
    ).json().quiz;
    const [question] = quiz.questions as { id: number; options: { id: number; text: string }[] }[];
    // The options come in a new order each time: each one by its text.
    const answer = (text: string) =>
      call(t, 'POST', `${base}/quizzes/${unit!.id}`, {
        cookie: person.cookie,
        body: {
          answers: [
            {
              questionId: question!.id,
              optionIds: [question!.options.find((option) => option.text === text)!.id],
            },
          ],
        },
      });
    expect((await answer('Factura A')).json().passed).toBe(false);
    expect(await ownCertificates(person.cookie)).toEqual([]);
    expect((await answer('Factura C')).json().passed).toBe(true);
    const [certificate] = await ownCertificates(person.cookie);
    expect(certificate).toMatchObject({ courseId: course.id, hours: 0.5 });
    // Passing it again changes nothing: one certificate.
    await answer('Factura C');
    expect(await ownCertificates(person.cookie)).toHaveLength(1);
  });

  const setDocument = (s: { cookie: string; person: Record<string, string> }, document: string) =>
    call(t, 'PUT', '/api/user/update/profile', {
      cookie: s.cookie,
      body: {
        name: s.person.name,
        lastname: s.person.lastname,
        username: s.person.username,
        document,
      },
    });

  it('issues one certificate when the last module is done, and e-mails it', async () => {
    const s = await student({ name: 'José', lastname: 'Núñez' });
    const [first] = s.units;
    await call(t, 'PUT', `/api/user/courses/${s.course.id}/x/update/progress`, {
      cookie: s.cookie,
      body: { unitId: first!.id, moduleId: first!.modules[0]!.id },
    });
    expect(await ownCertificates(s.cookie)).toEqual([]);

    const since = t.smtp.messages.length;
    await markAll(s);
    await markAll(s);
    const mine = await ownCertificates(s.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ course: s.course.title, hours: 2.5, hasDocument: false });
    expect(mine[0].code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);

    const mail = await t.smtp.waitFor(s.person.email, {
      since,
      match: (m) => m.subject.includes('certificado'),
    });
    expect(mail.subject).toBe(`Tu certificado de "${s.course.title}"`);
    expect(mail.text).toContain(`/certificados/${mine[0].code}`);
    const rows = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, s.course.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a tick repeated on a complete course as the completing one, with no second certificate or e-mail', async () => {
    const s = await student();
    const [first, second] = s.units;
    const tick = (unit: Unit, moduleId: number) =>
      call(t, 'PUT', `/api/user/courses/${s.course.id}/x/update/progress`, {
        cookie: s.cookie,
        body: { unitId: unit.id, moduleId },
      });
    const since = t.smtp.messages.length;
    await tick(first!, first!.modules[0]!.id);
    await tick(first!, first!.modules[1]!.id);
    const completing = await tick(second!, second!.modules[0]!.id);
    expect(completing.json().progress.percent).toBe(100);
    for (const [unit, module] of [
      [second!, second!.modules[0]!],
      [first!, first!.modules[0]!],
    ] as const) {
      const again = await tick(unit, module.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(completing.json());
    }
    expect(await ownCertificates(s.cookie)).toHaveLength(1);
    await t.smtp.waitFor(s.person.email, {
      since,
      match: (m) => m.subject.includes('certificado'),
    });
    await mailSettled(t);
    const certificateMails = t.smtp.messages
      .slice(since)
      .filter((mail) => mail.subject.startsWith('Tu certificado'));
    expect(certificateMails).toHaveLength(1);

    // A complete course with no certificate (none was ever issued): a repeated tick issues it.
    await t.db.delete(certificates).where(eq(certificates.courseId, s.course.id));
    expect((await tick(first!, first!.modules[0]!.id)).json()).toEqual(completing.json());
    expect(await ownCertificates(s.cookie)).toHaveLength(1);
  });

  it('answers anyone who checks a code: valid, then revoked by an administrator; 404 for no such code', async () => {
    const s = await student({ name: 'José', lastname: 'Núñez' });
    await markAll(s);
    const [mine] = await ownCertificates(s.cookie);
    const lookup = (code: string) => call(t, 'GET', `/api/certificates/${code}`);

    const valid = await lookup(mine.code);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      valid: true,
      name: 'José Núñez',
      holderClosedAccount: false,
      confirmableByDocument: false,
      course: s.course.title,
      hours: 2.5,
      completedAt: expect.any(String),
    });
    expect((await lookup(mine.code.toLowerCase())).json().valid).toBe(true);
    expect((await lookup('ABCDEFGHJKMN')).statusCode).toBe(404);
    expect((await lookup('not-a-code')).statusCode).toBe(404);

    const admin = await adminPerson(t);
    const refused = await call(t, 'POST', `/api/admin/certificates/${mine.code}/revoke`, {
      cookie: s.cookie,
      body: { reason: 'Intento del propio alumno' },
    });
    expect(refused.statusCode).toBe(403);
    const noReason = await call(t, 'POST', `/api/admin/certificates/${mine.code}/revoke`, {
      cookie: admin.cookie,
      body: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const revoked = await call(t, 'POST', `/api/admin/certificates/${mine.code}/revoke`, {
      cookie: admin.cookie,
      body: { reason: 'Se detectó una cuenta compartida.' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const told = await t.smtp.waitFor(s.person.email, {
      match: (m) => m.subject === `Revocamos tu certificado de "${s.course.title}"`,
    });
    expect(told.text).toContain('Motivo: Se detectó una cuenta compartida.');
    expect(told.text).toContain(mine.code);
    const again = await call(t, 'POST', `/api/admin/certificates/${mine.code}/revoke`, {
      cookie: admin.cookie,
      body: { reason: 'Otra vez' },
    });
    expect(again.statusCode).toBe(409);
    const after = (await lookup(mine.code)).json();
    expect(after).toMatchObject({
      valid: false,
      name: 'José Núñez',
      revokedAt: expect.any(String),
    });
    expect(await ownCertificates(s.cookie)).toEqual([]);

    // Studying on does not issue it again.
    await markAll(s);
    expect(await ownCertificates(s.cookie)).toEqual([]);
  });

  it('lets one address look up only a few codes a minute, so codes cannot be counted through', async () => {
    const guess = (ip: string) => call(t, 'GET', '/api/certificates/ABCDEFGHJKMN', { ip });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await guess('10.77.0.1')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await guess('10.77.0.2')).statusCode).toBe(404);

    // The verification page answers the same from the site.
    const page = () =>
      call(t, 'GET', '/certificados/ABCDEFGHJKMN', {
        ip: '10.77.0.3',
        headers: { accept: 'text/html' },
      });
    for (let i = 0; i < 20; i++) expect((await page()).statusCode).not.toBe(429);
    expect((await page()).statusCode).toBe(429);
  });

  it('takes a DNI of 7 or 8 digits in the profile, with Spanish messages, and puts it on the certificate', async () => {
    const s = await student();
    await markAll(s);
    const [mine] = await ownCertificates(s.cookie);
    const pdfUrl = `/api/user/certificates/${mine.code}/pdf`;
    const withoutDni = await call(t, 'GET', pdfUrl, { cookie: s.cookie });
    expect(withoutDni.statusCode).toBe(400);

    for (const [bad, message] of [
      ['30ABC678', 'El DNI solo puede tener números.'],
      ['123456', 'El DNI tiene 7 u 8 números.'],
      ['123456789', 'El DNI tiene 7 u 8 números.'],
    ]) {
      const refused = await setDocument(s, bad!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'document', message }]);
    }
    const saved = await setDocument(s, '30.123.678');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.document).toBe('30123678');

    const [withDni] = await ownCertificates(s.cookie);
    expect(withDni.hasDocument).toBe(true);
    const pdf = await call(t, 'GET', pdfUrl, { cookie: s.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A profile saved without the field keeps the DNI.
    const keep = await call(t, 'PUT', '/api/user/update/profile', {
      cookie: s.cookie,
      body: { name: s.person.name, lastname: 'Otra', username: s.person.username },
    });
    expect(keep.json().user.document).toBe('30123678');

    const other = await verifiedPerson(t);
    const stolen = await call(t, 'GET', pdfUrl, { cookie: other.cookie });
    expect(stolen.statusCode).toBe(404);
    expect((await call(t, 'GET', pdfUrl)).statusCode).toBe(401);
  });

  it('lists certificates in the panel, searched by name, DNI or code', async () => {
    const s = await student({ name: 'Martina', lastname: 'Quiroga' });
    await setDocument(s, '27.456.321');
    await markAll(s);
    const [mine] = await ownCertificates(s.cookie);
    const admin = await adminPerson(t);
    const search = async (words: string) =>
      (
        await call(t, 'GET', `/api/admin/certificates?search=${encodeURIComponent(words)}`, {
          cookie: admin.cookie,
        })
      ).json();
    for (const words of ['martina quiroga', '27.456.321', '27456321', mine.code.toLowerCase()]) {
      const page = await search(words);
      expect(page.certificates.map((c: { code: string }) => c.code)).toEqual([mine.code]);
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    }
    expect((await search('nadie-con-este-nombre')).certificates).toEqual([]);
    const student403 = await call(t, 'GET', '/api/admin/certificates', { cookie: s.cookie });
    expect(student403.statusCode).toBe(403);
  });

  it('revokes the certificate when the purchase is refunded', async () => {
    const course = await createCourse(t, { units: timedUnits });
    const buyer = await verifiedPerson(t);
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved');
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: buyer.cookie,
    });
    expect(study.statusCode, study.body).toBe(200);
    await markAll({ course, ...buyer, units: study.json().course.units });
    const [mine] = await ownCertificates(buyer.cookie);
    expect((await call(t, 'GET', `/api/certificates/${mine.code}`)).json().valid).toBe(true);

    const admin = await adminPerson(t);
    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'El alumno lo pidió por teléfono.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (await call(t, 'GET', `/api/certificates/${mine.code}`)).json();
    expect(after).toMatchObject({ valid: false, revokedAt: expect.any(String) });
    const [row] = await t.db.select().from(certificates).where(eq(certificates.code, mine.code));
    expect(row?.revokedReason).toBe('La compra del curso fue reintegrada.');
  });

  it('revokes the certificate when an arrepentimiento of the purchase is approved', async () => {
    const email = 'arrepentida@example.com';
    const course = await createCourse(t, { units: timedUnits });
    const buyer = await verifiedPerson(t);
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { email });
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: buyer.cookie,
    });
    await markAll({ course, ...buyer, units: study.json().course.units });
    const [mine] = await ownCertificates(buyer.cookie);

    // The whole course was watched: the request waits for an administrator.
    const answer = await withdrawThroughLink(t, email, purchaseId!);
    expect(answer.status).toBe('pending_review');
    expect((await call(t, 'GET', `/api/certificates/${mine.code}`)).json().valid).toBe(true);
    const admin = await adminPerson(t);
    const list = await call(t, 'GET', '/api/admin/consumer-requests?filter=pending_review', {
      cookie: admin.cookie,
    });
    const request = list.json().requests.find((r: { code: string }) => r.code === answer.code);
    const approved = await call(t, 'POST', `/api/admin/consumer-requests/${request.id}/decision`, {
      cookie: admin.cookie,
      body: { decision: 'approve', reason: 'Dentro del plazo legal de diez días.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await call(t, 'GET', `/api/certificates/${mine.code}`)).json();
    expect(after).toMatchObject({ valid: false, revokedAt: expect.any(String) });
  });
});
