import { QuizAnswersSchema } from '../quizzes';
import { QuizResultAnswerSchema } from '../responses/learning';
import { StudentQuizAnswerSchema } from '../responses/quizzes';
import { CourseParams, itemIdParam } from '../route-params';
import { defineRoute } from './define-route';

const QuizParams = CourseParams.extend({ unitId: itemIdParam('La unidad no es válida.') });

/** A unit's evaluation to take: questions and options in a drawn order, never the answers. */
export const unitQuiz = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug/quizzes/:unitId',
  params: QuizParams,
  response: { 200: StudentQuizAnswerSchema },
});

/**
 * An attempt, graded: whether it passed, the student's standing and the course's progress;
 * which answers were right only once the evaluation is passed.
 */
export const submitQuiz = defineRoute({
  method: 'POST',
  path: '/user/courses/:id/:slug/quizzes/:unitId',
  params: QuizParams,
  body: QuizAnswersSchema,
  response: { 200: QuizResultAnswerSchema },
});
