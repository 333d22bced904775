import { CourseFormSchema } from '../course-form';
import {
  AdminCourseAnswerSchema,
  AdminCoursesAnswerSchema,
  SavedCourseAnswerSchema,
} from '../responses/admin';
import { MaterialUploadAnswerSchema } from '../responses/materials';
import { QuizStatsSchema } from '../responses/quizzes';
import { CourseParams, UploadNameQuery } from '../route-params';
import { defineRoute } from './define-route';

/** Every course, hidden ones too, for the panel's list. */
export const listAdminCourses = defineRoute({
  method: 'GET',
  path: '/admin/courses',
  response: { 200: AdminCoursesAnswerSchema },
});

/** A course as the editor loads it, hidden or not, with video ids and material links. */
export const adminCourse = defineRoute({
  method: 'GET',
  path: '/admin/courses/:id/:slug',
  params: CourseParams,
  response: { 200: AdminCourseAnswerSchema },
});

/** How the course's evaluations are going: attempts, pass rate, the most failed questions. */
export const courseQuizStats = defineRoute({
  method: 'GET',
  path: '/admin/courses/:id/quiz-stats',
  params: CourseParams.pick({ id: true }),
  response: { 200: QuizStatsSchema },
});

export const createCourse = defineRoute({
  method: 'POST',
  path: '/admin/courses/create',
  body: CourseFormSchema,
  response: { 201: SavedCourseAnswerSchema },
});

export const updateCourse = defineRoute({
  method: 'PUT',
  path: '/admin/courses/:id/:slug',
  params: CourseParams,
  body: CourseFormSchema,
  response: { 200: SavedCourseAnswerSchema },
});

/**
 * A material file sent as the raw body (never base64 inside the course's JSON), stored
 * privately; the answer goes in the course form until it is saved.
 */
export const uploadMaterialFile = defineRoute({
  method: 'POST',
  path: '/admin/materials/files',
  query: UploadNameQuery,
  response: { 201: MaterialUploadAnswerSchema },
});
