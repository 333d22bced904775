// The embedded database killed mid-write: every write the server acknowledged before a
// `kill -9` must be there when the site starts again on the same data folder.
// Run: npx tsx scripts/reliability/kill-embedded-database.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, signIn, startServer } from '../../tests/support/server-process';

const ADMIN = { email: 'admin.fallas@example.com', password: 'clave-fallas-2026' };
const IN_FLIGHT = 8;
const WRITE_FOR_MS = 4000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-9-'));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: 'false',
};
const port = await freePort();

const first = await startServer(env, port);
const cookie = await signIn(first.url, ADMIN.email, ADMIN.password);
const headers = { 'content-type': 'application/json', cookie };

const acknowledged: number[] = [];
let failed = 0;
let written = 0;
let stop = false;

async function writer(worker: number) {
  while (!stop) {
    written += 1;
    const title = `Curso de prueba ${worker}-${written}`;
    try {
      const response = await fetch(`${first.url}/api/admin/courses/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          description: 'Un curso escrito mientras el proceso muere.',
          category: 'profession',
          visibility: true,
          price: 1000,
        }),
      });
      if (response.status === 201) {
        acknowledged.push(((await response.json()) as { course: { id: number } }).course.id);
      } else failed += 1;
    } catch {
      failed += 1;
    }
  }
}

const writers = Array.from({ length: IN_FLIGHT }, (_, worker) => writer(worker));
await new Promise((resolve) => setTimeout(resolve, WRITE_FOR_MS));
first.child.kill('SIGKILL');
stop = true;
await Promise.all(writers);
await new Promise((resolve) => first.child.once('exit', resolve));

const reopenStarted = performance.now();
const second = await startServer(env, port);
const reopenMs = performance.now() - reopenStarted;
const again = await signIn(second.url, ADMIN.email, ADMIN.password);
const listed = (await (
  await fetch(`${second.url}/api/admin/courses`, { headers: { cookie: again } })
).json()) as { courses: { id: number }[] };
const present = new Set(listed.courses.map((course) => course.id));
const lost = acknowledged.filter((id) => !present.has(id));
second.child.kill('SIGTERM');

console.log(
  JSON.stringify(
    {
      acknowledgedWrites: acknowledged.length,
      failedOrCutOff: failed,
      presentAfterRestart: acknowledged.length - lost.length,
      lost: lost.length,
      reopenToHealthyMs: Math.round(reopenMs),
    },
    null,
    2,
  ),
);
process.exit(lost.length === 0 && acknowledged.length > 0 ? 0 : 1);
