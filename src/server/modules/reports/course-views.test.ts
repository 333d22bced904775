import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { courseViews, courseViewSalts } from '../../db/schema';
import { VISITORS_PER_ADDRESS } from './course-views';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOUR = 60 * 60 * 1000;

describe('course page views for the sales funnel', () => {
  const t = useTestApp();
  const beacon = (courseId: number, ip: string, userAgent?: string) =>
    call(t, 'POST', `/api/courses/${courseId}/views`, {
      ip,
      headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
    });
  const viewsOf = (courseId: number) =>
    t.db.select().from(courseViews).where(eq(courseViews.courseId, courseId));

  it('counts one view per visitor, course and Argentine day', async () => {
    // 23:30 in Buenos Aires (02:30 UTC of the next day).
    t.clock.offsetMs = Date.parse('2026-05-11T02:30:00Z') - Date.now();
    const course = await createCourse(t);
    const other = await createCourse(t);
    for (let i = 0; i < 3; i += 1)
      expect((await beacon(course.id, '200.5.5.5', CHROME)).statusCode).toBe(204);
    await beacon(course.id, '200.5.5.5', FIREFOX);
    await beacon(other.id, '200.5.5.5', CHROME);
    expect((await viewsOf(course.id)).map((view) => view.day)).toEqual([
      '2026-05-10',
      '2026-05-10',
    ]);
    expect(await viewsOf(other.id)).toHaveLength(1);

    // Midnight in Buenos Aires: a new day, the same visitor counts again.
    t.clock.advance(HOUR);
    await beacon(course.id, '200.5.5.5', CHROME);
    await beacon(course.id, '200.5.5.5', CHROME);
    expect((await viewsOf(course.id)).map((view) => view.day).sort()).toEqual([
      '2026-05-10',
      '2026-05-10',
      '2026-05-11',
    ]);
  });

  it('counts ten beacons of one visitor sent at once, the first of a day, as one view', async () => {
    t.clock.offsetMs = Date.parse('2026-05-20T15:00:00Z') - Date.now();
    const course = await createCourse(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => beacon(course.id, '200.9.9.9', CHROME)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    expect(await viewsOf(course.id)).toHaveLength(1);
    expect(await t.db.select().from(courseViewSalts)).toHaveLength(1);
  });

  it('keeps no address: hashes with a salt of the day, deleted once the day is over', async () => {
    t.clock.offsetMs = Date.parse('2026-06-01T15:00:00Z') - Date.now();
    const course = await createCourse(t);
    await beacon(course.id, '181.44.3.2', CHROME);
    const [view] = await viewsOf(course.id);
    expect(JSON.stringify(view)).not.toContain('181.44.3.2');
    expect(view!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(view!.visitorHash).not.toBe(view!.addressHash);

    // The next day the same visitor has another hash, and yesterday's salt is gone.
    t.clock.advance(24 * HOUR);
    await beacon(course.id, '181.44.3.2', CHROME);
    const [first, second] = await viewsOf(course.id);
    expect(second!.visitorHash).not.toBe(first!.visitorHash);
    expect((await t.db.select().from(courseViewSalts)).map((salt) => salt.day)).toEqual([
      '2026-06-02',
    ]);
  });

  it('ignores search engines, previews, scripts and headless browsers', async () => {
    const course = await createCourse(t);
    const programs = [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ];
    for (const [i, agent] of programs.entries()) {
      expect((await beacon(course.id, `10.9.0.${i}`, agent)).statusCode).toBe(204);
    }
    expect(await viewsOf(course.id)).toEqual([]);
    await beacon(course.id, '10.9.0.99', CHROME);
    expect(await viewsOf(course.id)).toHaveLength(1);
  });

  it(`counts at most ${VISITORS_PER_ADDRESS} browsers from one address on a course a day`, async () => {
    const course = await createCourse(t);
    for (let version = 100; version < 120; version += 1) {
      await beacon(course.id, '45.6.7.8', CHROME.replace('131', String(version)));
    }
    expect(await viewsOf(course.id)).toHaveLength(VISITORS_PER_ADDRESS);
    // Someone else still counts.
    await beacon(course.id, '45.6.7.9', CHROME);
    expect(await viewsOf(course.id)).toHaveLength(VISITORS_PER_ADDRESS + 1);
  });

  it('counts nothing for a hidden or unknown course, and answers the same', async () => {
    const hidden = await createCourse(t, { visibility: false });
    expect((await beacon(hidden.id, '77.7.7.7', CHROME)).statusCode).toBe(204);
    expect((await beacon(999_999, '77.7.7.7', CHROME)).statusCode).toBe(204);
    expect(await viewsOf(hidden.id)).toEqual([]);
    expect(await viewsOf(999_999)).toEqual([]);
    expect((await beacon(0, '77.7.7.7', CHROME)).statusCode).toBe(400);
  });

  it('limits how many beacons one address sends a minute', async () => {
    const course = await createCourse(t);
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await beacon(course.id, '66.6.6.6', CHROME)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
