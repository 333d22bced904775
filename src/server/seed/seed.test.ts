import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { verifyPassword } from '../modules/auth/password';
import { createLocalStorage } from '../storage/file-storage';
import { COVER_VARIANT_WIDTHS } from '../../shared/cover-images';
import type { Database } from '../db/client';
import { courseModules, courses, courseUnits, users } from '../db/schema';
import { loadBundles } from '../modules/bundles/bundle-store';
import { ensureAdmin } from './ensure-admin';
import { seedDemoContent } from './seed-demo';

describe('demo content and the first admin', () => {
  let database: Database;
  const uploads = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('seeds visible courses of both categories, one hidden course, once', async () => {
    const storage = createLocalStorage(uploads);
    const created = await seedDemoContent(database.db, storage);
    expect(created).toBeGreaterThanOrEqual(5);
    expect(await seedDemoContent(database.db, storage)).toBe(0);

    const all = await database.db.select().from(courses);
    expect(all).toHaveLength(created);
    const visible = all.filter((course) => course.visibility);
    expect(visible.length).toBeGreaterThanOrEqual(4);
    expect(all.filter((course) => !course.visibility)).toHaveLength(1);
    expect(new Set(visible.map((course) => course.category))).toEqual(
      new Set(['student', 'profession']),
    );
    for (const course of all) {
      expect(course.pictureUrl).toMatch(/^\/uploads\/courses\/.+\.webp$/);
      const name = course.pictureUrl!.replace('/uploads/courses/', '');
      for (const width of COVER_VARIANT_WIDTHS) {
        expect(await storage.read(`courses/${width}/${name}`), `${name} ${width}`).toBeDefined();
      }
    }
    expect(new Set(all.map((course) => course.pictureUrl)).size).toBe(all.length);
    // Each course says what it includes, in its own words.
    for (const course of all) expect(course.included.length, course.title).toBeGreaterThan(2);
    expect(new Set(all.map((course) => course.included.join('|'))).size).toBe(all.length);

    const modules = await database.db
      .select({ courseId: courseUnits.courseId, videoId: courseModules.videoId })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id));
    for (const course of all) {
      expect(modules.filter((module) => module.courseId === course.id).length).toBeGreaterThan(1);
    }
    // Every demo lesson plays: a clip copied to the private area, never to the public uploads.
    for (const { videoId } of modules) {
      expect(videoId).toMatch(/^\/api\/learning\/files\/lessons\/clase-[a-z]+\.webm$/);
      const key = videoId.replace('/api/learning/files/', '');
      expect(statSync(path.join(storage.privateRoot, key)).size).toBeGreaterThan(1000);
      expect(existsSync(path.join(uploads, key))).toBe(false);
    }

    // One 'Ruta de aprendizaje' of three demo courses, for less than they cost apart.
    const [bundle] = await loadBundles(database.db, { visibleOnly: true });
    expect(bundle?.courses.map((course) => course.title)).toEqual([
      'Contabilidad básica y partida doble',
      'Monotributo de cero a experto',
      'Impuesto a las Ganancias para personas humanas',
    ]);
    const apart = bundle!.courses.reduce((sum, course) => sum + course.price, 0);
    expect(bundle!.price).toBeLessThan(apart);
    expect(bundle!.pictureUrl).toMatch(/^\/uploads\/courses\/.+\.webp$/);
  });

  it('creates a first admin with a random password only when there is none', async () => {
    const first = await ensureAdmin(database.db, undefined, 'minimal');
    expect(first.outcome).toBe('created');
    if (first.outcome !== 'created') return;
    const [admin] = await database.db.select().from(users).where(eq(users.email, first.email));
    expect(admin?.roles).toContain('admin');
    expect(await verifyPassword(first.password, admin?.passwordHash ?? '')).toBe(true);

    expect((await ensureAdmin(database.db, undefined, 'minimal')).outcome).toBe('exists');
  });

  it('makes the configured account an admin with the configured password', async () => {
    const credentials = { email: 'Socia@Example.com', password: 'clave-configurada-1' };
    expect((await ensureAdmin(database.db, credentials, 'minimal')).outcome).toBe('configured');
    const changed = { ...credentials, password: 'otra-clave-configurada' };
    await ensureAdmin(database.db, changed, 'minimal');
    const rows = await database.db.select().from(users).where(eq(users.email, credentials.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.roles).toContain('admin');
    expect(await verifyPassword(changed.password, rows[0]?.passwordHash ?? '')).toBe(true);
  });
});
