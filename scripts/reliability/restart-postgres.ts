// PostgreSQL restarted under load: while it is down requests fail cleanly (503, never a hang or
// a 500), the site recovers by itself, and no purchase, progress or invoice write it
// acknowledged before the restart is lost. The writes are the ones that matter: sandbox
// checkouts paid and approved (which owe an invoice), modules marked as seen, and invoices
// issued through ARCA (faked at the server's network edge; the script holds the fake).
// The restarted server is a PostgreSQL cluster of its own (pg_createcluster, port 5499, dropped
// at the end), so nobody else's database goes down; needs the Debian PostgreSQL tools and root.
// Run: npx tsx scripts/reliability/restart-postgres.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ARCA_TEST_ENV, createArcaFake } from '../../tests/support/arca-fake';
import { startFakeEdge } from '../../tests/support/fake-edge';
import { send, verifiedPersonAt } from '../../tests/support/http-client';
import { orderFor } from '../../tests/support/people';
import { freePort, signIn, startServer } from '../../tests/support/server-process';
import { startSmtpSink } from '../../tests/support/smtp-sink';

const ADMIN = { email: 'admin.reinicio@example.com', password: 'clave-reinicio-2026' };
const DATABASE = 'reliability';
const VERSION = readdirSync('/etc/postgresql')[0]!;
const CLUSTER = 'reliability-restart';
const PORT = 5499;
const BASE_URL = `postgres://postgres@127.0.0.1:${PORT}`;
const STUDENTS = 16;
const LOAD_BEFORE_MS = 4000;
const DOWN_MS = 3000;
const INVOICES_WITHIN_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = (action: string, ...more: string[]) =>
  execFileSync('pg_ctlcluster', [VERSION, CLUSTER, action, ...more]);
try {
  execFileSync('pg_dropcluster', [VERSION, CLUSTER, '--stop'], { stdio: 'ignore' });
} catch {
  // none left over from an earlier run
}
execFileSync('pg_createcluster', [
  VERSION,
  CLUSTER,
  '--port',
  String(PORT),
  '--start',
  '--',
  '--auth-local=trust',
  '--auth-host=trust',
]);
execFileSync('psql', [`${BASE_URL}/postgres`, '-qc', `create database ${DATABASE}`]);
const sql = new pg.Pool({ connectionString: `${BASE_URL}/${DATABASE}`, max: 2 });
sql.on('error', () => undefined);
const arca = createArcaFake();
const edge = await startFakeEdge(arca.handlers);
const smtp = await startSmtpSink();
const server = await startServer(
  {
    ...ARCA_TEST_ENV,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pg-restart-')),
    DATABASE_URL: `${BASE_URL}/${DATABASE}`,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    // The students sign up from addresses of their own, as behind the site's reverse proxy.
    TRUST_PROXY: '1',
    FAKE_EDGE_URL: edge.url,
  },
  await freePort(),
  { preload: ['./tests/support/fake-edge-preload.ts'] },
);
const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);

type Card = { id: number; slug: string; price: number };
const catalogue = ((await send(server.url, 'GET', '/api/courses')).body.courses as Card[]).filter(
  (course) => course.price > 0,
);
const students = [];
for (let i = 0; i < STUDENTS; i++) {
  const address = `10.77.0.${i + 1}`;
  students.push({
    ...(await verifiedPersonAt(server.url, smtp, { forwardedFor: address })),
    address,
  });
}
/** Every (student, course) pair not bought yet: each checkout takes one. */
const toBuy = students.flatMap((student) => catalogue.map((course) => ({ student, course })));
/** Modules a student may mark as seen: those of the courses they bought. */
const toStudy: {
  student: (typeof students)[number];
  course: Card;
  unitId: number;
  moduleId: number;
}[] = [];

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
const acknowledged = {
  purchases: [] as string[],
  progress: [] as { email: string; moduleId: number }[],
};
let slowest = 0;
let stop = false;

async function call(...args: Parameters<typeof send>) {
  const started = performance.now();
  try {
    const answer = await send(...args);
    count(String(answer.status));
    return answer;
  } catch {
    count('no answer');
    return undefined;
  } finally {
    slowest = Math.max(slowest, performance.now() - started);
  }
}

/** Sandbox checkouts paid and approved; acknowledged when the payment page answers 200. */
async function buyer() {
  while (!stop && toBuy.length > 0) {
    const { student, course } = toBuy.shift()!;
    const options = { cookie: student.cookie, forwardedFor: student.address };
    const order = await call(server.url, 'POST', '/api/payments/create-order', {
      ...options,
      body: orderFor(course.id, { email: student.person.email }),
    });
    if (order?.status !== 200) {
      toBuy.push({ student, course });
      await sleep(50);
      continue;
    }
    const preferenceId = String(order.body.init_point).split('/').pop();
    const paid = await call(server.url, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      ...options,
      body: { outcome: 'approved' },
    });
    if (paid?.status !== 200) {
      await sleep(50);
      continue;
    }
    const purchaseId = new URL(String(paid.body.redirect), server.url).searchParams.get(
      'external_reference',
    )!;
    acknowledged.purchases.push(purchaseId);
    const study = await call(
      server.url,
      'GET',
      `/api/user/courses/${course.id}/${course.slug}`,
      options,
    );
    const units = (study?.body.course as { units?: { id: number; modules: { id: number }[] }[] })
      ?.units;
    for (const unit of units ?? []) {
      for (const module of unit.modules) {
        toStudy.push({ student, course, unitId: unit.id, moduleId: module.id });
      }
    }
  }
}

/** Modules marked as seen; acknowledged when the progress call answers 200. */
async function student() {
  while (!stop) {
    const next = toStudy.shift();
    if (!next) {
      await sleep(20);
      continue;
    }
    const { student: who, course, unitId, moduleId } = next;
    const answer = await call(
      server.url,
      'PUT',
      `/api/user/courses/${course.id}/${course.slug}/update/progress`,
      { cookie: who.cookie, forwardedFor: who.address, body: { unitId, moduleId } },
    );
    if (answer?.status === 200) acknowledged.progress.push({ email: who.person.email, moduleId });
    else {
      toStudy.push(next);
      await sleep(50);
    }
  }
}

async function reader() {
  while (!stop) {
    await call(server.url, 'GET', '/api/admin/users?search=paula', { cookie });
    await call(server.url, 'GET', '/api/health');
  }
}

type InvoiceRow = {
  id: string;
  purchase_id: string;
  status: string;
  number: number | null;
  cae: string | null;
};
const invoiceRows = async () =>
  (await sql.query<InvoiceRow>('select id, purchase_id, status, number, cae from invoices')).rows;

const load = [buyer(), buyer(), student(), student(), reader()];
await sleep(LOAD_BEFORE_MS);

// What was acknowledged before the stop, and the invoices ARCA had authorised by then.
const before = {
  purchases: [...acknowledged.purchases],
  progress: [...acknowledged.progress],
  invoices: await invoiceRows(),
  authorisedByArca: arca.vouchers.length,
};
const answersBefore = new Map(statuses);
cluster('stop', '--mode', 'fast');
const downAt = performance.now();
await sleep(DOWN_MS);
const duringDown = Object.fromEntries(
  [...statuses].map(([key, value]) => [key, value - (answersBefore.get(key) ?? 0)]),
);
cluster('start');
let recoveredMs = -1;
const deadline = performance.now() + 60_000;
while (performance.now() < deadline) {
  const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
  const users = await fetch(`${server.url}/api/admin/users`, { headers: { cookie } }).catch(
    () => undefined,
  );
  if (health?.ok && users?.ok) {
    recoveredMs = performance.now() - downAt;
    break;
  }
  await sleep(200);
}
await sleep(3000);
stop = true;
await Promise.all(load);

// Every acknowledged purchase approved with its enrolment, every acknowledged module still seen.
const approved = new Set(
  (
    await sql.query<{ id: string }>(
      `select p.id from purchases p join enrollments e
         on e.user_id = p.user_id and e.course_id = p.course_id
       where p.status = 'approved'`,
    )
  ).rows.map((row) => row.id),
);
const seen = new Set(
  (
    await sql.query<{ email: string; module_id: number }>(
      'select u.email, m.module_id from module_progress m join users u on u.id = m.user_id',
    )
  ).rows.map((row) => `${row.email}/${row.module_id}`),
);
const lostPurchases = acknowledged.purchases.filter((id) => !approved.has(id));
const lostProgress = acknowledged.progress.filter(
  (entry) => !seen.has(`${entry.email}/${entry.moduleId}`),
);

// Every invoice owed or issued before the stop is still there (an issued one with its CAE),
// and every acknowledged purchase's invoice ends issued, each authorised by ARCA once.
const invoicesAfterRecovery = performance.now();
let invoices = await invoiceRows();
while (performance.now() - invoicesAfterRecovery < INVOICES_WITHIN_MS) {
  invoices = await invoiceRows();
  if (
    invoices.length >= acknowledged.purchases.length &&
    invoices.every((row) => row.status === 'issued')
  ) {
    break;
  }
  await sleep(1000);
}
const allIssuedMs = performance.now() - invoicesAfterRecovery;
const byId = new Map(invoices.map((row) => [row.id, row]));
const lostInvoices = before.invoices.filter((row) => {
  const now = byId.get(row.id);
  return !now || (row.status === 'issued' && (now.status !== 'issued' || now.cae !== row.cae));
});
const invoiced = new Set(invoices.map((row) => row.purchase_id));
const purchasesWithoutInvoice = acknowledged.purchases.filter((id) => !invoiced.has(id));
const issued = invoices.filter((row) => row.status === 'issued');
const numbers = issued.map((row) => row.number!).sort((a, b) => a - b);

await server.stop();
await sql.end();
await edge.close();
await smtp.close();
execFileSync('pg_dropcluster', [VERSION, CLUSTER, '--stop']);

const report = {
  answersWhileDown: duringDown,
  answersInAll: Object.fromEntries(statuses),
  slowestAnswerMs: Math.round(slowest),
  recoveredAfterStopMs: Math.round(recoveredMs),
  acknowledgedBeforeStop: {
    purchases: before.purchases.length,
    progress: before.progress.length,
    invoicesOwed: before.invoices.length,
    invoicesIssued: before.invoices.filter((row) => row.status === 'issued').length,
    authorisedByArca: before.authorisedByArca,
  },
  acknowledgedInAll: {
    purchases: acknowledged.purchases.length,
    progress: acknowledged.progress.length,
  },
  lost: {
    purchases: lostPurchases.length,
    progress: lostProgress.length,
    invoices: lostInvoices.length,
    purchasesWithoutInvoice: purchasesWithoutInvoice.length,
  },
  invoices: {
    issued: issued.length,
    stillPending: invoices.length - issued.length,
    allIssuedAfterRecoveryMs: Math.round(allIssuedMs),
    authorisedByArca: arca.vouchers.length,
    numberedOneByOne: numbers.every((number, i) => number === i + 1),
  },
};
console.log(JSON.stringify(report, null, 2));
const clean = !('500' in duringDown) && !('no answer' in duringDown);
const nothingLost = Object.values(report.lost).every((lost) => lost === 0);
const invoicedOnce =
  report.invoices.stillPending === 0 &&
  report.invoices.authorisedByArca === issued.length &&
  report.invoices.numberedOneByOne;
process.exit(clean && nothingLost && invoicedOnce && recoveredMs >= 0 ? 0 : 1);
