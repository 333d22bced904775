import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminQuestionsQuery } from '../../../shared/admin';
import type { AdminQuestion } from '../../../shared/responses/lesson-questions';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, onPage, toPage, totalRows, type Page } from '../../db/paginate';
import { courseModules, courses, lessonQuestions, users } from '../../db/schema';

const answerers = alias(users, 'answerers');

/** A question with its course, lesson, asker and answerer, for the panel. */
const questionRows = (db: Db) =>
  db
    .select({
      row: lessonQuestions,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      lesson: { id: courseModules.id, title: courseModules.title },
      asker: {
        id: users.id,
        name: sql<string>`${users.name} || ' ' || ${users.lastname}`,
        email: users.email,
      },
      answeredBy: answerers.name,
      total: totalRows,
    })
    .from(lessonQuestions)
    .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
    .innerJoin(courseModules, eq(courseModules.id, lessonQuestions.moduleId))
    .innerJoin(users, eq(users.id, lessonQuestions.userId))
    .leftJoin(answerers, eq(answerers.id, lessonQuestions.answeredBy));

type Row = Awaited<ReturnType<ReturnType<typeof questionRows>['execute']>>[number];

const toAdminQuestion = ({ row, course, lesson, asker, answeredBy }: Row): AdminQuestion => ({
  id: row.id,
  course,
  lesson,
  asker,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

const byCourse = (query: AdminQuestionsQuery): SQL | undefined =>
  query.courseId === undefined ? undefined : eq(lessonQuestions.courseId, query.courseId);

/** The panel's 'Preguntas': unanswered first, then newest, of one course or of all. */
export async function listQuestions(
  ctx: ServiceContext,
  query: AdminQuestionsQuery,
): Promise<Page<AdminQuestion>> {
  const where = byCourse(query);
  const rows = await onPage(
    questionRows(ctx.db)
      .where(where)
      .orderBy(sql`${lessonQuestions.answeredAt} is not null`, ...newestFirst(lessonQuestions))
      .$dynamic(),
    query.page,
  );
  return toPage(rows, {
    page: query.page,
    map: toAdminQuestion,
    countAll: () => ctx.db.$count(lessonQuestions, where),
  });
}

/** One question as the panel shows it, after a change. */
export async function findQuestion(db: Db, id: string): Promise<AdminQuestion | undefined> {
  const [row] = await questionRows(db).where(eq(lessonQuestions.id, id));
  return row && toAdminQuestion(row);
}

/** How many visible questions wait for an answer, for the dashboard. */
export async function countUnansweredQuestions(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(lessonQuestions)
    .where(and(isNull(lessonQuestions.answeredAt), isNull(lessonQuestions.hiddenAt)));
  return row?.total ?? 0;
}
