import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARCA_TEST_ENV, createArcaFake } from '../../tests/support/arca-fake';
import { bareCourse } from '../../tests/support/courses';
import { startFakeEdge, type FakeEdge } from '../../tests/support/fake-edge';
import { send, verifiedPersonAt } from '../../tests/support/http-client';
import { createMercadoPagoFake, mercadoPagoPayment } from '../../tests/support/mercadopago-fake';
import { newPerson, orderFor } from '../../tests/support/people';
import { freePort, startServer, type ServerProcess } from '../../tests/support/server-process';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { createTestDatabase, postgresServer } from '../../tests/support/test-database';
import { paymentWebhook } from '../../tests/support/webhooks';
import type { Database } from './db/client';
import { enrollments, invoices, purchaseEvents, purchases, users } from './db/schema';
import { CLAIM_MS } from './mail/outbox';
import { insertCourse } from './modules/courses/course-store';

/**
 * Two server processes cannot share one embedded PGlite (it belongs to the process that opened
 * it), so this runs on a PostgreSQL server: the suite's (TEST_DATABASE_URL), else this
 * machine's when one answers, as on CI, where both passes run it.
 */
const DATABASE_SERVER = await postgresServer(
  'two-processes.test.ts',
  'two server processes cannot share one embedded PGlite',
);

const SECRET = 'secreto-de-webhook-de-dos-procesos';
const PRICE = 15000;
/** The outbox's scheduled pass runs every minute (durable-mail.ts). */
const MAIL_PASS_MS = 60_000;
const EDGE_PRELOAD = './tests/support/fake-edge-preload.ts';
let nextPaymentId = 1_326_000_000;
let nextDocument = 31_000_000;

/**
 * The site as operators run it, twice: two production server processes (`tsx
 * src/server/main.ts`) on one PostgreSQL database, nothing shared in memory. MercadoPago and
 * ARCA are faked at each process's network edge (MSW), answering both from one state.
 */
describe.skipIf(!DATABASE_SERVER)(
  'two server processes on one PostgreSQL',
  { timeout: 120_000 },
  () => {
    const mercadoPago = createMercadoPagoFake();
    const arca = createArcaFake();
    let database: Database & { url?: string };
    let edge: FakeEdge;
    let smtp: SmtpSink;
    let courseId: number;
    const running: Record<string, ServerProcess> = {};

    /** Starts a server process that the fakes know as `name`. */
    async function start(name: string): Promise<ServerProcess> {
      const server = await startServer(
        {
          ...ARCA_TEST_ENV,
          DATABASE_URL: database.url!,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), `process-${name}-`)),
          SMTP_URL: smtp.url,
          SEED_DEMO: 'false',
          PAYMENT_PROVIDER: 'mercadopago',
          MERCADOPAGO_ACCESS_TOKEN: 'TEST-1234567890',
          MERCADOPAGO_WEBHOOK_SECRET: SECRET,
          FAKE_EDGE_URL: edge.url,
          FAKE_EDGE_NAME: name,
        },
        await freePort(),
        { preload: [EDGE_PRELOAD] },
      );
      running[name] = server;
      return server;
    }

    beforeAll(async () => {
      database = await createTestDatabase(DATABASE_SERVER);
      courseId = await insertCourse(
        database.db,
        bareCourse({
          title: 'Liquidación de sueldos',
          slug: 'liquidacion-de-sueldos',
          price: PRICE,
        }),
      );
      edge = await startFakeEdge([...mercadoPago.handlers, ...arca.handlers]);
      smtp = await startSmtpSink();
      // One after the other: the first start also creates the administrator.
      await start('A');
      await start('B');
    }, 120_000);

    afterEach(() => {
      smtp.setSlow(0);
      mercadoPago.state.failing = false;
      arca.state.holdAnswers = false;
      arca.releaseHeld();
    });

    afterAll(async () => {
      arca.releaseHeld();
      await Promise.all(Object.values(running).map((server) => server.stop()));
      await edge?.close();
      await smtp?.close();
      await database?.close();
    });

    /** A verified buyer's checkout of the course on `at`; the buyer's document is their own. */
    async function checkout(at: ServerProcess) {
      const buyer = await verifiedPersonAt(at.url, smtp);
      const document = String(nextDocument++);
      const order = await send(at.url, 'POST', '/api/payments/create-order', {
        cookie: buyer.cookie,
        body: orderFor(courseId, { email: buyer.person.email, document }),
      });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const [purchase] = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.payerEmail, buyer.person.email));
      return { buyer, document: Number(document), purchaseId: purchase!.id };
    }

    /** A verified account with a MercadoPago checkout of the course, written to the database. */
    async function openCheckoutInDatabase() {
      const { password: _, ...person } = newPerson();
      const [user] = await database.db
        .insert(users)
        .values({ ...person, passwordHash: 'x', emailVerified: true })
        .returning();
      const [purchase] = await database.db
        .insert(purchases)
        .values({
          userId: user!.id,
          courseId,
          courseSlug: 'liquidacion-de-sueldos',
          courseTitle: 'Liquidación de sueldos',
          provider: 'mercadopago',
          amount: PRICE,
          payerName: person.name,
          payerLastname: person.lastname,
          payerEmail: person.email,
          payerDocument: String(nextDocument++),
          payerCountry: 'AR',
          payerRegion: 'Córdoba',
          payerLocation: 'Villa Carlos Paz',
        })
        .returning();
      return { buyer: { person }, purchaseId: purchase!.id };
    }

    /** MercadoPago now reports an approved payment of the purchase; its id. */
    function pay(purchaseId: string): number {
      const id = nextPaymentId++;
      mercadoPago.setPayment(
        mercadoPagoPayment({ id, external_reference: purchaseId, transaction_amount: PRICE }),
      );
      return id;
    }

    function webhook(at: ServerProcess, paymentId: number) {
      const notification = paymentWebhook(paymentId, { secret: SECRET });
      return fetch(`${at.url}${notification.path}`, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
      });
    }

    const returnScreen = (at: ServerProcess, purchaseId: string, paymentId: number) =>
      send(
        at.url,
        'GET',
        `/api/payments/result?external_reference=${purchaseId}&payment_id=${paymentId}&status=approved`,
      );

    /**
     * What the buyer and the consultancy end up with, once the receipt and the invoice are out.
     * A mail whose sending a kill cut short is held by the dead process's claim until it lapses,
     * then sent by the next minute's outbox pass: that is how long it may take.
     */
    async function outcome(purchaseId: string, email: string, document: number) {
      for (const subject of ['Confirmamos tu compra', 'Factura']) {
        await smtp.waitFor(email, {
          match: (mail) => mail.subject.startsWith(subject),
          timeoutMs: CLAIM_MS + MAIL_PASS_MS + 30_000,
        });
      }
      const [purchase] = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const mailsTo = (subject: string) =>
        smtp.messages.filter((mail) => mail.to.includes(email) && mail.subject.startsWith(subject))
          .length;
      return {
        status: purchase?.status,
        statusDetail: purchase?.statusDetail,
        enrolments: (
          await database.db
            .select()
            .from(enrollments)
            .where(and(eq(enrollments.userId, user!.id), eq(enrollments.courseId, courseId)))
        ).length,
        approvals: (
          await database.db
            .select()
            .from(purchaseEvents)
            .where(
              and(eq(purchaseEvents.purchaseId, purchaseId), eq(purchaseEvents.status, 'approved')),
            )
        ).length,
        invoices: (
          await database.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId))
        ).map((invoice) => invoice.status),
        authorisedByArca: arca.vouchers.filter((voucher) => voucher.docNumber === document).length,
        receipts: mailsTo('Confirmamos tu compra'),
        invoiceMails: mailsTo('Factura'),
      };
    }

    const grantedOnce = {
      status: 'approved',
      statusDetail: 'accredited',
      enrolments: 1,
      approvals: 1,
      invoices: ['issued'],
      authorisedByArca: 1,
      receipts: 1,
      invoiceMails: 1,
    };

    it('grants once when fifty signed duplicates of one notification arrive at both processes at once', async () => {
      const { A, B } = running;
      const { buyer, document, purchaseId } = await checkout(A!);
      const paymentId = pay(purchaseId);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => webhook(i % 2 ? B! : A!, paymentId)),
      );

      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      expect(await outcome(purchaseId, buyer.person.email, document)).toEqual(grantedOnce);
      const asked = edge.requests.filter((request) =>
        request.url.endsWith(`/v1/payments/${paymentId}`),
      );
      expect(new Set(asked.map((request) => request.from))).toEqual(new Set(['A', 'B']));
    });

    it('ends in the same state whether the webhook comes before or after the return screen', async () => {
      const { A, B } = running;
      const webhookFirst = await checkout(A!);
      const firstPayment = pay(webhookFirst.purchaseId);
      expect((await webhook(A!, firstPayment)).status).toBe(200);
      const laterScreen = await returnScreen(B!, webhookFirst.purchaseId, firstPayment);

      const screenFirst = await checkout(B!);
      const secondPayment = pay(screenFirst.purchaseId);
      const earlyScreen = await returnScreen(B!, screenFirst.purchaseId, secondPayment);
      expect((await webhook(A!, secondPayment)).status).toBe(200);

      for (const screen of [laterScreen, earlyScreen]) {
        expect(screen.status).toBe(200);
        expect(screen.body.purchase).toMatchObject({ status: 'approved' });
      }
      const states = [
        await outcome(
          webhookFirst.purchaseId,
          webhookFirst.buyer.person.email,
          webhookFirst.document,
        ),
        await outcome(screenFirst.purchaseId, screenFirst.buyer.person.email, screenFirst.document),
      ];
      expect(states).toEqual([grantedOnce, grantedOnce]);
    });

    it('answers 503 while MercadoPago fails, loses nothing, and grants on the retried delivery', async () => {
      const { A, B } = running;
      const { buyer, document, purchaseId } = await checkout(A!);
      const paymentId = pay(purchaseId);

      mercadoPago.state.failing = true;
      const failed = await webhook(A!, paymentId);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({
        message: 'MercadoPago no responde en este momento. Intentá de nuevo en unos minutos.',
      });
      const [meanwhile] = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      expect(meanwhile).toMatchObject({ status: 'pending', paymentId: null });

      mercadoPago.state.failing = false;
      expect((await webhook(B!, paymentId)).status).toBe(200);
      expect(await outcome(purchaseId, buyer.person.email, document)).toEqual(grantedOnce);
    });

    it('issues the invoice exactly once when the process issuing it is killed (SIGKILL) mid-request', async () => {
      const { buyer, document, purchaseId } = await checkout(running.A!);
      arca.state.holdAnswers = true;
      expect((await webhook(running.B!, pay(purchaseId))).status).toBe(200);

      // Whichever process took the job asked ARCA, which authorised the voucher; the answer waits.
      const authorising = () =>
        edge.requests.find(
          (request) =>
            request.body.includes('FECAESolicitar') && request.body.includes(`${document}<`),
        );
      await expect.poll(authorising, { timeout: 60_000 }).toBeDefined();
      const victim = authorising()!.from;
      const survivor = victim === 'A' ? 'B' : 'A';
      await running[victim]!.stop('SIGKILL');
      delete running[victim];
      const killedAt = edge.requests.length;
      const [owed] = await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.purchaseId, purchaseId));
      expect(owed).toMatchObject({ status: 'pending', number: expect.any(Number) });

      // The killed process's replacement starts; the voucher is taken over from the database.
      arca.state.holdAnswers = false;
      await start(`${victim}2`);
      expect(await outcome(purchaseId, buyer.person.email, document)).toEqual(grantedOnce);

      const [issued] = await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.purchaseId, purchaseId));
      const voucher = arca.vouchers.find((entry) => entry.docNumber === document)!;
      expect(issued).toMatchObject({ number: voucher.number, cae: voucher.cae });
      const afterKill = edge.requests.slice(killedAt);
      const lookedUp = afterKill.filter((request) => request.body.includes('FECompConsultar'));
      expect(lookedUp.length).toBeGreaterThan(0);
      expect(lookedUp.every((request) => [survivor, `${victim}2`].includes(request.from))).toBe(
        true,
      );
      expect(afterKill.some((request) => request.body.includes('FECAESolicitar'))).toBe(false);
    }, 240_000);

    it('sends every receipt it promised when the process is killed (SIGKILL) before mailing them', async () => {
      // A process of its own (an earlier test may have killed and replaced A or B), and twenty
      // buyers with a checkout open, written straight to the database (signing twenty people up
      // through the site would run into its limits per address).
      const victim = await start('K');
      const buyers = [];
      for (let i = 0; i < 20; i += 1) buyers.push(await openCheckoutInDatabase());
      // The mail server greets no one for a minute, so no receipt can leave before the kill.
      // (One that the server had accepted, with the process killed before it wrote down the
      // sending, would leave twice: mail is sent at least once, and that moment cannot be
      // closed from this side of SMTP.)
      smtp.setSlow(60_000);
      const answers = await Promise.all(
        buyers.map(({ purchaseId }) => webhook(victim, pay(purchaseId))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      await victim.stop('SIGKILL');
      delete running.K;
      smtp.setSlow(0);
      const receiptsOf = (email: string) =>
        smtp.messages.filter(
          (mail) => mail.to.includes(email) && mail.subject.startsWith('Confirmamos tu compra'),
        ).length;
      expect(buyers.map(({ buyer }) => receiptsOf(buyer.person.email))).toEqual(Array(20).fill(0));
      await start('K2');

      // The new process asks for a pass for when the dead one's claims run out (CLAIM_MS after
      // it took them), not a minute's pass after that. A send that the silent server made fail
      // before the kill is not claimed: it waits its minute of backoff for the next pass.
      const deadline = Date.now() + CLAIM_MS + 90_000;
      for (const { buyer } of buyers) {
        await smtp.waitFor(buyer.person.email, {
          match: (mail) => mail.subject.startsWith('Confirmamos tu compra'),
          timeoutMs: Math.max(1, deadline - Date.now()),
        });
      }
      expect(buyers.map(({ buyer }) => receiptsOf(buyer.person.email))).toEqual(Array(20).fill(1));
    }, 240_000);
  },
);
