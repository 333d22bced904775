import { z } from 'zod';
import { PositionUpdateSchema, ProgressUpdateSchema } from '../progress';
import { FileAnswerSchema } from '../responses/common';
import {
  OwnedCoursesAnswerSchema,
  ProgressAnswerSchema,
  StudyCourseAnswerSchema,
} from '../responses/learning';
import { CourseParams } from '../route-params';
import { defineRoute } from './define-route';

/** The signed-in student's courses ('Mis cursos') with their progress and where to resume. */
export const ownedCourses = defineRoute({
  method: 'GET',
  path: '/user/courses',
  response: { 200: OwnedCoursesAnswerSchema },
});

/** A course to study (owners and admins): video ids, materials, progress. */
export const studyCourse = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug',
  params: CourseParams,
  response: { 200: StudyCourseAnswerSchema },
});

/** Marks one module complete; answers the course's progress after it. */
export const completeModule = defineRoute({
  method: 'PUT',
  path: '/user/courses/:id/:slug/update/progress',
  params: CourseParams,
  body: ProgressUpdateSchema,
  response: { 200: ProgressAnswerSchema },
});

/**
 * Where the student is in a lesson, a heartbeat watching is counted by. PUT is the call; POST is
 * the same for the browser's beacon when the page is left.
 */
export const savePosition = defineRoute({
  method: ['PUT', 'POST'],
  path: '/user/courses/:id/:slug/position',
  params: CourseParams,
  body: PositionUpdateSchema,
  response: { 204: z.null() },
});

/** A paid lesson's or material's file from the private area: `*` is its key in storage. */
export const privateFile = defineRoute({
  method: 'GET',
  path: '/learning/files/*',
  params: z.object({ '*': z.string() }),
  response: { 200: FileAnswerSchema },
});
