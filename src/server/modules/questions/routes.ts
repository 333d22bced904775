import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/lesson-questions';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { askQuestion, listLessonQuestions } from './student-questions';

/** A lesson's questions for the course's students (in the student scope, which asks for the session). */
export const lessonQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const target = ({ id, moduleId }: { id: number; moduleId: number }) => ({
    courseId: id,
    moduleId,
  });

  serve(app, routes.lessonQuestions, async (request) => ({
    questions: await listLessonQuestions(ctx, currentUser(request), target(request.params)),
  }));

  serve(app, routes.askQuestion, async (request) => ({
    message: 'Recibimos tu pregunta. Te avisamos por correo cuando la respondamos.',
    question: await askQuestion(ctx, currentUser(request), target(request.params), request.body),
  }));
};
