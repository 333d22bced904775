import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  askerName,
  QUESTIONS_PER_HOUR,
  QUESTIONS_RATE_MESSAGE,
  type AskQuestion,
} from '../../../shared/lesson-questions';
import type { LessonQuestion } from '../../../shared/responses/lesson-questions';
import type { ServiceContext } from '../../context';
import { lessonQuestions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { markdownHtml } from '../../markdown-html';
import { lessonToStudy } from './lesson';

const HOUR_MS = 60 * 60 * 1000;

type QuestionRow = typeof lessonQuestions.$inferSelect;

const toLessonQuestion = (
  row: QuestionRow,
  asker: { name: string; lastname: string },
  readerId: string,
  siteOrigin: string,
): LessonQuestion => ({
  id: row.id,
  asker: askerName(asker.name, asker.lastname),
  own: row.userId === readerId,
  hidden: row.hiddenAt !== null,
  textHtml: markdownHtml(row.text, { noImages: true, siteOrigin }),
  createdAt: row.createdAt.toISOString(),
  answerHtml: row.answer === null ? null : markdownHtml(row.answer),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** The questions of a lesson its reader may see, newest first: all but others' hidden ones. */
export async function listLessonQuestions(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; moduleId: number },
): Promise<LessonQuestion[]> {
  await lessonToStudy(ctx, user, target.courseId, target.moduleId);
  const rows = await ctx.db
    .select({ row: lessonQuestions, name: users.name, lastname: users.lastname })
    .from(lessonQuestions)
    .innerJoin(users, eq(users.id, lessonQuestions.userId))
    .where(
      and(
        eq(lessonQuestions.moduleId, target.moduleId),
        or(isNull(lessonQuestions.hiddenAt), eq(lessonQuestions.userId, user.id)),
      ),
    )
    .orderBy(desc(lessonQuestions.createdAt), desc(lessonQuestions.id));
  return rows.map(({ row, ...asker }) => toLessonQuestion(row, asker, user.id, ctx.config.appUrl));
}

/**
 * Stores a question about a lesson. At most QUESTIONS_PER_HOUR per person: the count is read
 * with the person's row locked, so concurrent questions, on any instance, are counted in turn.
 */
export async function askQuestion(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; moduleId: number },
  { text }: AskQuestion,
): Promise<LessonQuestion> {
  await lessonToStudy(ctx, user, target.courseId, target.moduleId);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [recent] = await tx
      .select({ total: count() })
      .from(lessonQuestions)
      .where(
        and(
          eq(lessonQuestions.userId, user.id),
          gt(lessonQuestions.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= QUESTIONS_PER_HOUR) {
      throw new AppError('too_many_requests', QUESTIONS_RATE_MESSAGE);
    }
    const [inserted] = await tx
      .insert(lessonQuestions)
      .values({ ...target, userId: user.id, text, createdAt: now })
      .returning();
    return inserted!;
  });
  return toLessonQuestion(row, user, user.id, ctx.config.appUrl);
}
