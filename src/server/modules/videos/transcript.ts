import { asc, eq } from 'drizzle-orm';
import { foldText } from '../../../shared/fold-text';
import type { SpokenMatch, Transcript } from '../../../shared/responses/video-captions';
import { hostedVideoId } from '../../../shared/video-source';
import { parseCaptions, plainCues, type PlainCue } from '../../../shared/webvtt';
import type { ServiceContext } from '../../context';
import { courseModules, courseUnits } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { enrolledSince } from '../enrollments/service';
import { availableOn, lockedUntil } from '../../../shared/unit-release';
import { captionLangs, captionsSaying, captionsVtt } from './caption-store';

export const LESSON_NOT_OWNED = 'Esta clase es parte de un curso que todavía no tenés.';
const NO_LESSON = 'No encontramos esa lección en este curso.';
const NO_TRANSCRIPT = 'Esta clase todavía no tiene transcripción.';
const NO_TRANSCRIPT_IN = 'Esta clase no tiene transcripción en ese idioma.';

/** The language a transcript is shown in when none is asked for, if the lesson has it. */
const FIRST_LANG = 'es';
/** The most lessons a search answers. */
const MAX_MATCHES = 50;

/**
 * The course's lessons, in course order, with the hosted video each plays (or null) and, for a
 * student, the day its unit opens while it is still closed to them (drip release).
 */
async function lessonsOf(ctx: ServiceContext, user: UserRow, courseId: number) {
  const admin = user.roles.includes('admin');
  const enrolledAt = admin ? null : await enrolledSince(ctx.db, user.id, courseId);
  if (enrolledAt === undefined) throw forbidden(LESSON_NOT_OWNED);
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      id: courseModules.id,
      videoId: courseModules.videoId,
      releaseAfterDays: courseUnits.releaseAfterDays,
      releaseDate: courseUnits.releaseDate,
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
    .where(eq(courseUnits.courseId, courseId))
    .orderBy(asc(courseUnits.position), asc(courseModules.position), asc(courseModules.id));
  return rows.map((row) => ({
    moduleId: row.id,
    videoId: hostedVideoId(row.videoId),
    closedUntil: enrolledAt && lockedUntil(row, enrolledAt, now),
  }));
}

const cuesOf = (vtt: string): PlainCue[] => plainCues(parseCaptions(vtt).cues);

/**
 * What is said in a hosted lesson, for who may study its course (its owner, an admin): in
 * `lang`, or without one in Spanish, else in the first language it has.
 */
export async function lessonTranscript(
  ctx: ServiceContext,
  user: UserRow,
  lesson: { courseId: number; moduleId: number; lang?: string },
): Promise<Transcript> {
  const lessons = await lessonsOf(ctx, user, lesson.courseId);
  const found = lessons.find((candidate) => candidate.moduleId === lesson.moduleId);
  if (!found) throw notFound(NO_LESSON);
  if (found.closedUntil) throw forbidden(availableOn(found.closedUntil));
  if (!found.videoId) throw notFound(NO_TRANSCRIPT);
  const langs = await captionLangs(ctx.db, found.videoId);
  const lang = lesson.lang ?? (langs.includes(FIRST_LANG) ? FIRST_LANG : langs[0]);
  const vtt = lang === undefined ? undefined : await captionsVtt(ctx.db, found.videoId, lang);
  if (lang === undefined || vtt === undefined) {
    throw notFound(lesson.lang === undefined ? NO_TRANSCRIPT : NO_TRANSCRIPT_IN);
  }
  return { lang, cues: cuesOf(vtt) };
}

/**
 * The first cue saying what is searched: the whole phrase, else every word, else any of them
 * (the words of a lesson may be said in different cues), ignoring case and accents.
 */
function firstCueSaying(cues: PlainCue[], search: string): PlainCue | undefined {
  const phrase = foldText(search).replace(/\s+/g, ' ').trim();
  const words = phrase.split(' ');
  const folded = cues.map((cue) => ({ cue, text: foldText(cue.text) }));
  const tests = [
    (text: string) => text.includes(phrase),
    (text: string) => words.every((word) => text.includes(word)),
    (text: string) => words.some((word) => text.includes(word)),
  ];
  for (const test of tests) {
    const hit = folded.find((entry) => test(entry.text));
    if (hit) return hit.cue;
  }
  return undefined;
}

/**
 * The lessons of a course in which the words searched are said, in course order, for who may
 * study it: each with the first cue saying them and its second. A lesson's subtitles in Spanish
 * are looked at first.
 */
export async function searchSpoken(
  ctx: ServiceContext,
  user: UserRow,
  search: { courseId: number; q: string },
): Promise<SpokenMatch[]> {
  const lessons = (await lessonsOf(ctx, user, search.courseId)).filter(
    (lesson) => !lesson.closedUntil,
  );
  const videoIds = [...new Set(lessons.flatMap((lesson) => lesson.videoId ?? []))];
  const rows = await captionsSaying(ctx.db, videoIds, search.q);
  const ranked = [...rows].sort(
    (a, b) => Number(b.lang === FIRST_LANG) - Number(a.lang === FIRST_LANG),
  );
  const matches: SpokenMatch[] = [];
  for (const lesson of lessons) {
    if (matches.length === MAX_MATCHES) break;
    for (const row of ranked.filter((candidate) => candidate.videoId === lesson.videoId)) {
      const cue = firstCueSaying(cuesOf(row.vtt), search.q);
      if (cue) {
        matches.push({ moduleId: lesson.moduleId, snippet: cue.text, at: cue.start });
        break;
      }
    }
  }
  return matches;
}
