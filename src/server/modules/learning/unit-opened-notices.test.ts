import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../../tests/support/courses';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { setArgentineNow, studentEnrolledNow } from '../../../../tests/support/enrolled-now';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { mailOptOuts, unitReleaseNotices, users } from '../../db/schema';
import { sendUnitOpenedNotices } from './unit-opened-notices';

describe('the e-mail of a unit that opened (drip)', { timeout: 60_000 }, () => {
  const t = useTestApp();
  afterAll(() => {
    t.clock.offsetMs = 0;
  });

  /**
   * A course of four units: open from the start, 7 days after the enrolment, on 01/04, and on
   * 05/03 (before the enrolment); and a student enrolled in it at 10:00 of 10/03.
   */
  async function enrolledStudent() {
    setArgentineNow(t, '2031-03-10T10:00:00');
    const course = await createCourse(t, {
      units: [
        { title: 'Bienvenida', modules: [{ title: 'Hola', videoId: '' }] },
        {
          title: 'Cierre del ejercicio',
          releaseAfterDays: 7,
          modules: [{ title: 'Amortizaciones', videoId: '' }],
        },
        {
          title: 'Estados contables',
          releaseDate: '2031-04-01',
          modules: [{ title: 'Estado de resultados', videoId: '' }],
        },
        {
          title: 'Repaso',
          releaseDate: '2031-03-05',
          modules: [{ title: 'Ejercicios', videoId: '' }],
        },
      ],
    });
    const { person, userId } = await studentEnrolledNow(t, course.id);
    return { course, email: person.email, userId };
  }

  /** Runs a pass and waits for its mails to reach the SMTP sink. */
  async function pass() {
    await sendUnitOpenedNotices(t.app.ctx);
    await mailSettled(t);
  }
  /** The notices of opened units sent to that address. */
  const mailsTo = (email: string) =>
    t.smtp.messages.filter(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith('Ya está'),
    );

  it('tells the student once, on the day the unit opens, with a link to it and a one-click way out', async () => {
    const { course, email, userId } = await enrolledStudent();
    setArgentineNow(t, '2031-03-16T23:59:00');
    await pass();
    expect(mailsTo(email)).toHaveLength(0);

    setArgentineNow(t, '2031-03-17T00:05:00');
    await pass();
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail!.subject).toBe('Ya está disponible: Cierre del ejercicio');
    expect(mail!.text).toContain(
      `Ya podés ver la Unidad 2, "Cierre del ejercicio", del curso "${course.title}".`,
    );
    expect(mail!.text).toMatch(
      new RegExp(`${t.config.appUrl}/account/courses/${course.id}/${course.slug}\\?lesson=\\d+`),
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(/\/api\/mail\/unsubscribe\?token=/);

    // Passes later that day and the next days send nothing more; the unit open before the
    // enrolment, never anything.
    await pass();
    setArgentineNow(t, '2031-03-25T09:00:00');
    await pass();
    expect(mailsTo(email)).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(unitReleaseNotices)
      .where(eq(unitReleaseNotices.userId, userId));
    expect(notices).toHaveLength(1);

    setArgentineNow(t, '2031-04-01T06:00:00');
    await pass();
    expect(mailsTo(email).map((sent) => sent.subject)).toEqual([
      'Ya está disponible: Cierre del ejercicio',
      'Ya está disponible: Estados contables',
    ]);
  });

  it('says nothing of a unit that opened days before a pass saw it (a date set in the past)', async () => {
    const { email } = await enrolledStudent();
    // The pass that would have told of 'Cierre del ejercicio' (17/03) did not run until 25/03.
    setArgentineNow(t, '2031-03-25T09:00:00');
    await pass();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('sends nothing to a student who opted out of marketing mail, nor to a blocked one', async () => {
    const optedOut = await enrolledStudent();
    await t.db.insert(mailOptOuts).values({ userId: optedOut.userId, createdAt: new Date() });
    const blocked = await enrolledStudent();
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.userId));

    setArgentineNow(t, '2031-04-02T10:00:00');
    await pass();
    expect(mailsTo(optedOut.email)).toHaveLength(0);
    expect(mailsTo(blocked.email)).toHaveLength(0);
  });

  it('stops after the one-click unsubscribe of an earlier notice', async () => {
    const { email } = await enrolledStudent();
    setArgentineNow(t, '2031-03-18T10:00:00');
    await pass();
    const [mail] = mailsTo(email);
    const header = /<(https?:\/\/[^>]+)>/.exec(mail!.headers['list-unsubscribe'] ?? '')![1]!;
    const { pathname, search } = new URL(header);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBeLessThan(300);

    setArgentineNow(t, '2031-04-01T10:00:00');
    await pass();
    expect(mailsTo(email)).toHaveLength(1);
  });
});
