import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { askArrepentimiento } from '../../../../tests/support/consumer';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { consumerRequests } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;
const PHISHING = 'Visitá http://evil.example/login ya';

/** The consumer forms answer anyone: what they may make the site send, and to whom. */
describe('mails of the consumer-law forms', () => {
  const t = useTestApp();
  let source = 0;

  const baja = (email: string, name = 'Persona Cualquiera') => {
    source += 1;
    return call(t, 'POST', '/api/consumer/baja', {
      body: { name, email },
      ip: `192.0.2.${source}`,
    });
  };
  const mailsTo = (address: string) => t.smtp.messages.filter((m) => m.to.includes(address));
  const settle = () => mailSettled(t);
  const rowOf = async (code: string) =>
    (await t.db.select().from(consumerRequests).where(eq(consumerRequests.code, code)))[0]!;

  it('sends one address at most 3 mails a day, whoever asks, and answers the 4th alike', async () => {
    const target = 'blanco@example.com';
    const answers = [
      await askArrepentimiento(t, target),
      await baja(target),
      await askArrepentimiento(t, target),
      await baja(target),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const shape = (response: (typeof answers)[number]) => ({
      ...response.json(),
      code: 'CODE',
      message: response.json().message.replace(response.json().code, 'CODE'),
    });
    expect(shape(answers[3]!)).toEqual(shape(answers[1]!));
    expect(shape(answers[2]!)).toEqual(shape(answers[0]!));

    await t.smtp.waitFor(target, { match: () => mailsTo(target).length >= 3 });
    await settle();
    expect(mailsTo(target)).toHaveLength(3);
    expect(mailsTo(target).some((m) => m.text.includes(answers[3]!.json().code))).toBe(false);
    expect(await rowOf(answers[3]!.json().code)).toMatchObject({
      status: 'refused',
      confirmTokenHash: null,
      outcome: expect.stringContaining('No enviamos el correo'),
    });

    // A new day, a new allowance.
    t.clock.advance(DAY);
    const tomorrow = await baja(target);
    await t.smtp.waitFor(target, {
      match: (m) => m.text.includes(tomorrow.json().code),
    });
  });

  it("keeps a buyer's mailbox from filling with links: past the limit no link goes out", async () => {
    const email = 'compradora.cansada@example.com';
    const course = await createCourse(t);
    const buyer = await verifiedPerson(t);
    await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { email });
    for (let i = 0; i < 4; i++) {
      expect((await askArrepentimiento(t, email)).statusCode).toBe(201);
    }
    await t.smtp.waitFor(email, {
      match: () => mailsTo(email).filter((m) => m.subject.startsWith('Confirmá')).length >= 3,
    });
    await settle();
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Confirmá'))).toHaveLength(3);
  });

  it('never puts the name typed in the form in a mail', async () => {
    const buyer = await verifiedPerson(t);
    const course = await createCourse(t);
    await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
      email: 'con.compra@example.com',
    });
    await askArrepentimiento(t, 'con.compra@example.com', { name: PHISHING });
    await askArrepentimiento(t, 'sin.compra@example.com', { name: PHISHING });
    await baja(buyer.person.email, PHISHING);
    await baja('sin.cuenta.ninguna@example.com', PHISHING);

    const sent = await Promise.all(
      [
        'con.compra@example.com',
        'sin.compra@example.com',
        buyer.person.email,
        'sin.cuenta.ninguna@example.com',
      ].map((to) => t.smtp.waitFor(to, { match: (m) => /pedido|Confirmá/.test(m.subject) })),
    );
    for (const mail of sent) {
      expect(mail.text.startsWith('Hola:\n')).toBe(true);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).not.toContain('Visitá');
    }
    // Kept for the panel, as typed.
    const [stored] = await t.db
      .select()
      .from(consumerRequests)
      .where(eq(consumerRequests.email, 'sin.compra@example.com'));
    expect(stored?.name).toBe(PHISHING);
  });

  it('limits each client address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call(t, 'POST', '/api/consumer/baja', {
        body: { name: 'Alguien', email: `destino.${i}@example.com` },
        ip: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
