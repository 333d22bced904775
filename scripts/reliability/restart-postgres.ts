// PostgreSQL restarted under load: while it is down requests fail cleanly (503, never a hang or
// a 500), the site recovers by itself, and no write it acknowledged before the restart is lost.
// Needs the local PostgreSQL cluster (pg_ctlcluster) and permission to restart it.
// Run: npx tsx scripts/reliability/restart-postgres.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, signIn, startServer } from '../../tests/support/server-process';

const ADMIN = { email: 'admin.reinicio@example.com', password: 'clave-reinicio-2026' };
const DATABASE = `reliability_${Date.now()}`;
const BASE_URL = process.env.RELIABILITY_PG ?? 'postgres://postgres@127.0.0.1:5432';
const CLUSTER = readdirSync('/etc/postgresql')[0]!;

execFileSync('psql', [`${BASE_URL}/postgres`, '-c', `create database ${DATABASE}`]);
const port = await freePort();
const server = await startServer(
  {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pg-restart-')),
    DATABASE_URL: `${BASE_URL}/${DATABASE}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
  },
  port,
);
const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
const acknowledged: number[] = [];
let slowest = 0;
let stop = false;
let written = 0;

async function call(url: string, init?: RequestInit): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    count(String(response.status));
    return response;
  } catch {
    count('no answer');
    return undefined;
  } finally {
    slowest = Math.max(slowest, performance.now() - started);
  }
}

async function writer() {
  while (!stop) {
    written += 1;
    const response = await call(`${server.url}/api/admin/courses/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `Curso durante el reinicio ${written}`,
        description: 'Un curso escrito mientras PostgreSQL se reinicia.',
        category: 'profession',
        visibility: false,
        price: 1000,
      }),
    });
    if (response?.status === 201) {
      acknowledged.push(((await response.json()) as { course: { id: number } }).course.id);
    }
  }
}

async function reader() {
  while (!stop) {
    await call(`${server.url}/api/admin/users?search=admin`, { headers: { cookie } });
    await call(`${server.url}/api/health`);
  }
}

const load = [writer(), writer(), reader(), reader()];
await new Promise((resolve) => setTimeout(resolve, 2000));
const before = new Map(statuses);
execFileSync('pg_ctlcluster', [CLUSTER, 'main', 'stop', '--mode', 'fast']);
const downAt = performance.now();
await new Promise((resolve) => setTimeout(resolve, 3000));
const duringDown = new Map(
  [...statuses].map(([key, value]) => [key, value - (before.get(key) ?? 0)]),
);
execFileSync('pg_ctlcluster', [CLUSTER, 'main', 'start']);
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
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await new Promise((resolve) => setTimeout(resolve, 2000));
stop = true;
await Promise.all(load);

const listed = (await (
  await fetch(`${server.url}/api/admin/courses`, { headers: { cookie } })
).json()) as { courses: { id: number }[] };
const present = new Set(listed.courses.map((course) => course.id));
const lost = acknowledged.filter((id) => !present.has(id));
server.child.kill('SIGTERM');
await new Promise((resolve) => server.child.once('exit', resolve));
execFileSync('psql', [`${BASE_URL}/postgres`, '-c', `drop database ${DATABASE}`]);

const answers = Object.fromEntries(duringDown);
console.log(
  JSON.stringify(
    {
      answersWhileDown: answers,
      answersInAll: Object.fromEntries(statuses),
      slowestAnswerMs: Math.round(slowest),
      recoveredAfterRestartMs: Math.round(recoveredMs),
      acknowledgedWrites: acknowledged.length,
      lost: lost.length,
    },
    null,
    2,
  ),
);
const clean = !('500' in answers) && !('no answer' in answers);
process.exit(clean && lost.length === 0 && recoveredMs >= 0 ? 0 : 1);
