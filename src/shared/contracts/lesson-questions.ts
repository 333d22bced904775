import { AskQuestionSchema } from '../lesson-questions';
import {
  AskedQuestionAnswerSchema,
  LessonQuestionsAnswerSchema,
} from '../responses/lesson-questions';
import { CourseParams, itemIdParam } from '../route-params';
import { defineRoute } from './define-route';

const LessonParams = CourseParams.extend({ moduleId: itemIdParam('La lección no es válida.') });

/** The questions of one lesson its student may read, newest first. */
export const lessonQuestions = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug/modules/:moduleId/questions',
  params: LessonParams,
  response: { 200: LessonQuestionsAnswerSchema },
});

/** A student asks about the lesson; the firm answers from the panel, by e-mail too. */
export const askQuestion = defineRoute({
  method: 'POST',
  path: '/user/courses/:id/:slug/modules/:moduleId/questions',
  params: LessonParams,
  body: AskQuestionSchema,
  response: { 201: AskedQuestionAnswerSchema },
});
