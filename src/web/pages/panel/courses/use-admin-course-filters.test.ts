import { describe, expect, it } from 'vitest';
import { filterAdminCourses } from './use-admin-course-filters';
import type { AdminCourseCard } from '../../../../shared/responses/admin';

const course = (id: number, title: string, visibility: boolean): AdminCourseCard => ({
  id,
  slug: `curso-${id}`,
  title,
  description: '',
  category: 'student',
  visibility,
  price: 0,
  picture: null,
  updatedAt: '2025-11-01T00:00:00.000Z',
  units: 0,
  modules: 0,
  students: 0,
});
const courses = [course(1, 'Monotributo', true), course(2, 'Sueldos', false)];
const ids = (list: AdminCourseCard[]) => list.map((item) => item.id);

describe('filterAdminCourses', () => {
  it('keeps public or private courses, or both', () => {
    const filters = { search: '', filter: 'all' as const };
    expect(ids(filterAdminCourses(courses, { ...filters, visibility: 'all' }))).toEqual([1, 2]);
    expect(ids(filterAdminCourses(courses, { ...filters, visibility: 'public' }))).toEqual([1]);
    expect(ids(filterAdminCourses(courses, { ...filters, visibility: 'private' }))).toEqual([2]);
  });

  it('combines the visibility with the title search', () => {
    const filters = { search: 'SUEL', filter: 'all' as const };
    expect(ids(filterAdminCourses(courses, { ...filters, visibility: 'all' }))).toEqual([2]);
    expect(ids(filterAdminCourses(courses, { ...filters, visibility: 'public' }))).toEqual([]);
  });
});
