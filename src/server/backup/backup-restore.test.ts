import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { operatorRuns } from '../../../tests/support/operator-commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../tests/support/http-client';
import { freePort, signIn, startServer } from '../../../tests/support/server-process';
import { createTestDatabase, postgresServer } from '../../../tests/support/test-database';
import { certificates, courses, invoices, purchases, users } from '../db/schema';
import { newCertificateCode } from '../modules/certificates/code';
import { seedDemoContent } from '../seed/seed-demo';
import { createLocalStorage, privateFolderOf } from '../storage/file-storage';
import { databaseNameOf } from '../db/postgres-connection';

const DATABASE_SERVER = await postgresServer(
  'backup-restore.test.ts',
  'pg_dump and pg_restore work on a PostgreSQL server',
);

/** Every file under the two upload folders, by relative path, with a hash of its bytes. */
async function uploadedFiles(uploadsDir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const root of [uploadsDir, privateFolderOf(uploadsDir)]) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const bytes = await readFile(file);
      found[path.relative(path.dirname(uploadsDir), file)] = createHash('sha256')
        .update(bytes)
        .digest('hex');
    }
  }
  return found;
}

const ADMIN = { email: 'copias@estudio.test', password: 'clave-de-la-copia-2026' };

/**
 * What an operator counts on after losing the database and the disk: `npm run backup` of a
 * site with sales, then the database dropped and the files gone, `npm run restore` of the
 * archive, and the site started on it shows every purchase, invoice and certificate and serves
 * every uploaded file.
 */
describe.skipIf(!DATABASE_SERVER)('backup and restore on PostgreSQL', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let databaseUrl: string;
  let env: NodeJS.ProcessEnv;
  let secret: string;
  const seeded = {
    purchases: [] as string[],
    invoices: [] as string[],
    certificates: [] as string[],
  };
  let filesBefore: Record<string, string>;
  let coverUrl: string;
  let archive: string;

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_SERVER);
    const url = new URL(database.url!);
    // A password in the address (ignored by a trusting local server) that no output may show.
    if (!url.password) url.password = 'clave-secreta-de-la-base';
    secret = decodeURIComponent(url.password);
    databaseUrl = url.toString();
    env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, UPLOADS_DIR: '' };

    const db = database.db;
    await seedDemoContent(db, createLocalStorage(uploadsDir));
    const catalogue = await db.select().from(courses);
    coverUrl = catalogue[0]!.pictureUrl!;
    for (const [index, course] of catalogue.slice(0, 3).entries()) {
      const [buyer] = await db
        .insert(users)
        .values({
          name: 'Compradora',
          lastname: `Número ${index + 1}`,
          username: `compradora${index + 1}`,
          email: `compradora${index + 1}@correo.test`,
          passwordHash: 'sin-acceso',
          emailVerified: true,
          document: `3000000${index}`,
        })
        .returning();
      const [purchase] = await db
        .insert(purchases)
        .values({
          userId: buyer!.id,
          courseId: course.id,
          courseSlug: course.slug,
          courseTitle: course.title,
          provider: 'mercadopago',
          paymentId: `1325000${index}`,
          status: 'approved',
          amount: 12000 + index,
          payerName: buyer!.name,
          payerLastname: buyer!.lastname,
          payerEmail: buyer!.email,
          payerDocument: buyer!.document!,
          payerCountry: 'AR',
          payerRegion: 'C',
          payerLocation: 'CABA',
          approvedAt: new Date(),
        })
        .returning();
      seeded.purchases.push(purchase!.id);
      const [invoice] = await db
        .insert(invoices)
        .values({
          purchaseId: purchase!.id,
          kind: 'invoice',
          voucherType: 11,
          pointOfSale: 3,
          number: 40 + index,
          status: 'issued',
          docType: 96,
          docNumber: buyer!.document!,
          total: 12000 + index,
          net: 12000 + index,
          vat: 0,
          voucherDate: '20261124',
          cae: `7548123456789${index}`,
          caeDueDate: '20261204',
          issuedAt: new Date(),
        })
        .returning();
      seeded.invoices.push(invoice!.id);
      const [certificate] = await db
        .insert(certificates)
        .values({
          code: newCertificateCode(),
          userId: buyer!.id,
          courseId: course.id,
          fullName: `${buyer!.name} ${buyer!.lastname}`,
          document: buyer!.document,
          courseTitle: course.title,
          minutes: 90,
          completedAt: new Date(),
        })
        .returning();
      seeded.certificates.push(certificate!.code);
    }
    filesBefore = await uploadedFiles(uploadsDir);
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_SERVER });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseNameOf(databaseUrl)}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one private archive with the database and the files, never printing the password', async () => {
    const backup = await operatorRuns('backup', [], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).not.toContain(secret);
    archive = /guardada en (\S+\.tar\.gz)/.exec(backup.output)![1]!;
    expect(path.dirname(archive)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(archive)).toMatch(
      /^estudio-contable-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    expect((await stat(archive)).mode & 0o077).toBe(0);
  });

  it('restores onto a dropped database and a lost disk, and the site shows every sale', async () => {
    await database.close(); // drops the database
    await rm(uploadsDir, { recursive: true });
    await rm(privateFolderOf(uploadsDir), { recursive: true });

    const restore = await operatorRuns('restore', [archive], env);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`${Object.keys(filesBefore).length} archivos subidos`);
    expect(await uploadedFiles(uploadsDir)).toEqual(filesBefore);

    const server = await startServer(
      { ...env, SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      await freePort(),
    );
    try {
      const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
      const listed = async (list: string, key: string, field: string) => {
        const answer = await send(server.url, 'GET', `/api/admin/${list}`, { cookie });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return (answer.body[key] as Record<string, unknown>[]).map((item) => item[field]);
      };
      expect((await listed('purchases', 'purchases', 'id')).sort()).toEqual(
        [...seeded.purchases].sort(),
      );
      expect((await listed('invoices', 'invoices', 'id')).sort()).toEqual(
        [...seeded.invoices].sort(),
      );
      expect((await listed('certificates', 'certificates', 'code')).sort()).toEqual(
        [...seeded.certificates].sort(),
      );
      for (const code of seeded.certificates) {
        const verified = await send(server.url, 'GET', `/api/certificates/${code}`);
        expect(verified.status, code).toBe(200);
      }
      const cover = await fetch(`${server.url}${coverUrl}`);
      expect(cover.status).toBe(200);
      const coverKey = path.join('uploads', coverUrl.replace(/^\/uploads\//, ''));
      expect(
        createHash('sha256')
          .update(Buffer.from(await cover.arrayBuffer()))
          .digest('hex'),
      ).toBe(filesBefore[coverKey]);
    } finally {
      await server.stop();
    }
  });

  it('refuses to restore over a database that holds data unless forced', async () => {
    const live = new pg.Client({ connectionString: databaseUrl });
    await live.connect();
    const purchasesNow = async () =>
      (await live.query<{ total: number }>('select count(*)::int as total from purchases')).rows[0]!
        .total;
    try {
      // A sale lost after the backup: only a forced restore brings it back.
      await live.query('delete from invoices where purchase_id = $1', [seeded.purchases[0]]);
      await live.query('delete from purchases where id = $1', [seeded.purchases[0]]);

      const refused = await operatorRuns('restore', [archive], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('ya tiene datos');
      expect(refused.output).toContain('--force');
      expect(refused.output).not.toContain(secret);
      expect(await purchasesNow()).toBe(seeded.purchases.length - 1);

      const forced = await operatorRuns('restore', [archive, '--force'], env);
      expect(forced.code, forced.output).toBe(0);
      expect(await purchasesNow()).toBe(seeded.purchases.length);
    } finally {
      await live.end();
    }
  });
});
