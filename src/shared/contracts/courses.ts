import { CatalogueAnswerSchema, CourseDetailAnswerSchema } from '../responses/courses';
import { CourseParams } from '../route-params';
import { defineRoute } from './define-route';

/** The public catalogue: visible courses only, the same for everyone. */
export const catalogue = defineRoute({
  method: 'GET',
  path: '/courses',
  response: { 200: CatalogueAnswerSchema },
});

/** A course's public page data; it says whether the visitor owns the course. */
export const courseDetail = defineRoute({
  method: 'GET',
  path: '/courses/:id/:slug',
  params: CourseParams,
  response: { 200: CourseDetailAnswerSchema },
});
