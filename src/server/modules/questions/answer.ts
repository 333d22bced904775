import { eq } from 'drizzle-orm';
import { lessonUrl } from '../../../shared/lesson-links';
import type { AnswerQuestion } from '../../../shared/lesson-questions';
import type { AdminQuestion } from '../../../shared/responses/lesson-questions';
import type { ServiceContext } from '../../context';
import { courseModules, courses, lessonQuestions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { findQuestion } from './admin-list';
import { questionAnswerMail } from './emails';

const NOT_FOUND = 'No encontramos esa pregunta.';

async function shown(ctx: ServiceContext, id: string): Promise<AdminQuestion> {
  const question = await findQuestion(ctx.db, id);
  if (!question) throw notFound(NOT_FOUND);
  return question;
}

/**
 * Answers a question, or rewrites its answer. The first answer queues, in the same transaction,
 * the e-mail to the asker with the answer and the lesson's address; the mail's key makes it one
 * per question, so a rewrite (or a second click) changes what the lesson shows without mailing
 * again.
 */
export async function answerQuestion(
  ctx: ServiceContext,
  id: string,
  adminId: string,
  { text }: AnswerQuestion,
): Promise<AdminQuestion> {
  const mailId = await ctx.db.transaction(async (tx) => {
    const [question] = await tx
      .update(lessonQuestions)
      .set({ answer: text, answeredAt: ctx.now(), answeredBy: adminId })
      .where(eq(lessonQuestions.id, id))
      .returning();
    if (!question) throw notFound(NOT_FOUND);
    const [about] = await tx
      .select({
        email: users.email,
        name: users.name,
        course: { id: courses.id, slug: courses.slug, title: courses.title },
        lessonTitle: courseModules.title,
      })
      .from(users)
      .innerJoin(courses, eq(courses.id, question.courseId))
      .innerJoin(courseModules, eq(courseModules.id, question.moduleId))
      .where(eq(users.id, question.userId));
    if (!about) throw notFound(NOT_FOUND);
    const mail = questionAnswerMail({
      to: about.email,
      name: about.name,
      courseTitle: about.course.title,
      lessonTitle: about.lessonTitle,
      question: question.text,
      answer: text,
      lessonUrl: lessonUrl(ctx.config.appUrl, about.course, question.moduleId),
    });
    return ctx.mail.queue(tx, mail, { key: `question-answer:${question.id}` });
  });
  void ctx.mail.deliver([mailId]);
  return shown(ctx, id);
}

/** Hides a question from the other students (its asker still sees it), or shows it again. */
export async function hideQuestion(
  ctx: ServiceContext,
  id: string,
  hidden: boolean,
): Promise<AdminQuestion> {
  const [changed] = await ctx.db
    .update(lessonQuestions)
    .set({ hiddenAt: hidden ? ctx.now() : null })
    .where(eq(lessonQuestions.id, id))
    .returning({ id: lessonQuestions.id });
  if (!changed) throw notFound(NOT_FOUND);
  return shown(ctx, id);
}
