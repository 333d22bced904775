import { describe, expect, it } from 'vitest';
import { pickableCourses } from './pickable-courses';

const catalogue = [
  { id: 1, title: 'Contabilidad básica' },
  { id: 2, title: 'Monotributo' },
];

describe('pickableCourses', () => {
  it('offers the catalogue, then the hidden courses the user owns', () => {
    const owned = [
      { id: 2, slug: 'monotributo', title: 'Monotributo' },
      { id: 7, slug: 'curso-oculto', title: 'Curso oculto' },
    ];
    expect(pickableCourses(catalogue, owned)).toEqual([
      { id: 1, title: 'Contabilidad básica', hidden: false },
      { id: 2, title: 'Monotributo', hidden: false },
      { id: 7, title: 'Curso oculto', hidden: true },
    ]);
  });

  it('offers only what the user owns while the catalogue is missing', () => {
    const owned = [{ id: 2, slug: 'monotributo', title: 'Monotributo' }];
    expect(pickableCourses([], owned)).toEqual([{ id: 2, title: 'Monotributo', hidden: true }]);
  });
});
