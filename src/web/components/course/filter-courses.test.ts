import { describe, expect, it } from 'vitest';
import { filterCourses, parseCategoryFilter } from './filter-courses';

const courses = [
  { id: 1, title: 'Contabilidad básica', category: 'student' as const },
  { id: 2, title: 'Monotributo en la práctica', category: 'profession' as const },
  { id: 3, title: 'CONTABILIDAD de costos', category: 'profession' as const },
];
const ids = (list: { id: number }[]) => list.map((course) => course.id);

describe('filterCourses', () => {
  it('keeps everything with no search and the "all" filter', () => {
    expect(ids(filterCourses(courses, { search: '', filter: 'all' }))).toEqual([1, 2, 3]);
  });

  it('matches the title as a case-insensitive substring', () => {
    expect(ids(filterCourses(courses, { search: 'contabilidad', filter: 'all' }))).toEqual([1, 3]);
    expect(ids(filterCourses(courses, { search: '  PRÁCTICA ', filter: 'all' }))).toEqual([2]);
    expect(ids(filterCourses(courses, { search: 'sueldos', filter: 'all' }))).toEqual([]);
  });

  it('ignores accents and case, and matches each word anywhere, titles first', () => {
    const more = [
      ...courses,
      {
        id: 4,
        title: 'Sueldos',
        description: 'La liquidación mensual',
        category: 'student' as const,
      },
      {
        id: 5,
        title: 'Liquidación de sueldos',
        learningPoints: ['Calcular el SAC'],
        category: 'student' as const,
      },
    ];
    expect(ids(filterCourses(more, { search: 'liquidacion', filter: 'all' }))).toEqual([5, 4]);
    expect(ids(filterCourses(more, { search: 'LIQUIDACIÓN', filter: 'all' }))).toEqual([5, 4]);
    expect(ids(filterCourses(more, { search: 'sac sueldos', filter: 'all' }))).toEqual([5]);
    expect(ids(filterCourses(more, { search: 'practica monotributo', filter: 'all' }))).toEqual([
      2,
    ]);
  });

  it('matches the category exactly and combines with the search', () => {
    expect(ids(filterCourses(courses, { search: '', filter: 'student' }))).toEqual([1]);
    expect(ids(filterCourses(courses, { search: 'conta', filter: 'profession' }))).toEqual([3]);
  });
});

describe('parseCategoryFilter', () => {
  it('accepts the known categories and treats anything else as all', () => {
    expect(parseCategoryFilter('student')).toBe('student');
    expect(parseCategoryFilter('profession')).toBe('profession');
    expect(parseCategoryFilter('otra')).toBe('all');
    expect(parseCategoryFilter(null)).toBe('all');
  });
});
