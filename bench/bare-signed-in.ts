// The signed-in reference: plain `node:http` and `pg` answering the two calls of the signed-in
// scenario (a student's courses, a module marked as seen) as the product does, with the same
// session lookup (cookie, token hash, session and user in one statement) and the same
// statements, whose SQL text it takes from the product's own prepared statements at start. No
// Fastify, no hooks, no validation, no ORM per request: what is left of the product's time
// beyond this is its HTTP stack and its mapping. Run as a child process by bare-routes.ts:
//   node --import tsx bench/bare-signed-in.ts <database url> <port>
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { sha256 } from '../src/server/modules/auth/secrets';
import {
  extendSession,
  REFRESH_AFTER_MS,
  SESSION_TTL_MS,
  sessionOfToken,
} from '../src/server/modules/auth/sessions';
import { hasCertificate } from '../src/server/modules/certificates/store';
import { loadCourseTree, type CourseTree } from '../src/server/modules/courses/course-tree';
import type { CourseCardRow } from '../src/server/modules/courses/catalogue';
import { markModuleStatement } from '../src/server/modules/learning/mark-module';
import {
  ownedCourseOf,
  ownedCourseRows,
  type ModuleTuple,
} from '../src/server/modules/learning/owned-courses';
import { isComplete, summarize } from '../src/server/modules/learning/progress';
import { videoSource } from '../src/shared/video-source';
import { isWatched, lessonLength } from '../src/shared/watching';

const [databaseUrl, port] = process.argv.slice(2);
if (!databaseUrl || !port) throw new Error('usage: bare-signed-in.ts <database url> <port>');

// The product's pool size (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const db = drizzle(pool, { schema }) as unknown as Db;

type Built = { queryString: string; params: unknown[]; fields?: { path: string[] }[] };

/** A product statement's text, run by `pg` with its name, rows as arrays read by field path. */
function statement(prepared: unknown, name: string) {
  const { queryString, params, fields = [] } = prepared as Built;
  const column = new Map(fields.map(({ path }, index) => [path.join('.'), index]));
  const at = (path: string) => {
    const index = column.get(path);
    if (index === undefined) throw new Error(`${name} selects no ${path}`);
    return index;
  };
  return {
    at,
    paths: [...column.keys()],
    run: async (values: Record<string, unknown>): Promise<unknown[][]> =>
      (
        await pool.query({
          name,
          text: queryString,
          values: fillPlaceholders(params, values),
          rowMode: 'array',
        })
      ).rows as unknown[][],
  };
}

const session = statement(sessionOfToken(db), 'session_of_token');
const extend = statement(extendSession(db), 'extend_session');
const owned = statement(ownedCourseRows(db), 'owned_courses_with_progress');
const mark = statement(markModuleStatement(db), 'mark_module_seen');

type Student = { id: string; admin: boolean };

/** The student of the request's `token` cookie, the session extended when last used an hour ago. */
async function studentOf(request: IncomingMessage): Promise<Student | null> {
  const token = /(?:^|;\s*)token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const tokenHash = sha256(decodeURIComponent(token));
  const now = new Date();
  const [row] = await session.run({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const lastSeenAt = new Date(row[session.at('lastSeenAt')] as string);
  const staleBefore = new Date(now.getTime() - REFRESH_AFTER_MS);
  if (lastSeenAt <= staleBefore) {
    await extend.run({
      tokenHash,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      staleBefore: staleBefore.toISOString(),
    });
  }
  const roles = row[session.at('user.roles')] as string[];
  return { id: row[session.at('user.id')] as string, admin: roles.includes('admin') };
}

const cardPaths = owned.paths.filter((path) => path.startsWith('course.'));
const money = (value: unknown) => (value === null ? null : Number(value));

async function ownedCourses(student: Student) {
  const rows = await owned.run({ userId: student.id });
  return {
    courses: rows.map((row) => {
      const card = Object.fromEntries(
        cardPaths.map((path) => [path.slice('course.'.length), row[owned.at(path)]]),
      ) as CourseCardRow;
      card.price = Number(card.price);
      card.salePrice = money(card.salePrice);
      return ownedCourseOf(card, row[owned.at('modules')] as ModuleTuple[]);
    }),
  };
}

/** The outlines of the courses studied, read once (the product keeps visible ones in memory). */
const outlines = new Map<number, Promise<CourseTree | undefined>>();
const outlineOf = (courseId: number) => {
  if (!outlines.has(courseId)) {
    outlines.set(courseId, loadCourseTree(db, courseId, { visibleOnly: false }));
  }
  return outlines.get(courseId)!;
};

class Refusal extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

async function markSeen(student: Student, courseId: number, body: unknown) {
  const { unitId, moduleId } = body as { unitId: number; moduleId: number };
  const tree = await outlineOf(courseId);
  const module = tree?.units
    .find((unit) => unit.id === unitId)
    ?.modules.find((candidate) => candidate.id === moduleId);
  if (!tree || !module) throw new Refusal(400);
  const video = videoSource(module.videoId).kind !== 'none';
  const values = {
    userId: student.id,
    courseId,
    moduleId,
    now: new Date().toISOString(),
    anyCourse: student.admin,
  };
  let [row] = await mark.run({ ...values, insert: !video });
  let inserted = !video;
  const mayStudy = row?.[mark.at('mayStudy')] === true;
  if (!mayStudy) throw new Refusal(403);
  const seenBefore = (row![mark.at('seen')] as number[]).includes(moduleId);
  if (video && !seenBefore) {
    const credited = (row![mark.at('credited')] as number | null) ?? 0;
    const reported = row![mark.at('reported')] as number | null;
    if (!isWatched(credited, lessonLength(module.durationMinutes, reported))) {
      throw new Refusal(409);
    }
    [row] = await mark.run({ ...values, insert: true });
    inserted = true;
  }
  const seen = new Set(row![mark.at('seen')] as number[]);
  if (inserted) seen.add(moduleId);
  const progress = summarize(tree, seen, new Set(row![mark.at('passedQuizzes')] as number[]));
  // Issuing is the product's: the bench's students never complete a course.
  if (isComplete(progress) && !(await hasCertificate(db, student.id, courseId))) {
    throw new Refusal(501);
  }
  return { progress };
}

const PROGRESS = /^\/api\/user\/courses\/(\d+)\/[^/]+\/update\/progress$/;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString());
}

async function answer(request: IncomingMessage): Promise<unknown> {
  const student = await studentOf(request);
  if (!student) throw new Refusal(401);
  if (request.method === 'GET' && request.url === '/api/user/courses') {
    return ownedCourses(student);
  }
  const progress = request.method === 'PUT' ? PROGRESS.exec(request.url ?? '') : null;
  if (progress) return markSeen(student, Number(progress[1]), await bodyOf(request));
  throw new Refusal(404);
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

createServer((request, response) => {
  answer(request).then(
    (body) => send(response, 200, body),
    (error: unknown) => send(response, error instanceof Refusal ? error.status : 500, {}),
  );
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

process.on('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
