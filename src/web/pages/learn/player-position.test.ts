import { describe, expect, it } from 'vitest';
import { lessonPath, lessonSearch } from '../../../shared/lesson-links';
import {
  findModule,
  firstModule,
  moduleIdAt,
  nextModule,
  resolvePosition,
  resumeModule,
} from './player-position';

const unit = (count: number) => ({ modules: Array.from({ length: count }, (_, i) => i) });
const units = [unit(2), unit(0), unit(1), unit(3)];

describe('nextModule', () => {
  it('opens the next module of the same unit', () => {
    expect(nextModule(units, 0, 0)).toEqual({ unitIndex: 0, moduleIndex: 1 });
    expect(nextModule(units, 3, 1)).toEqual({ unitIndex: 3, moduleIndex: 2 });
  });

  it('after the last module of a unit opens the first module of the next unit with modules', () => {
    expect(nextModule(units, 0, 1)).toEqual({ unitIndex: 2, moduleIndex: 0 });
    expect(nextModule(units, 2, 0)).toEqual({ unitIndex: 3, moduleIndex: 0 });
  });

  it('changes nothing after the last module of the last unit', () => {
    expect(nextModule(units, 3, 2)).toBeNull();
    expect(nextModule([unit(1)], 0, 0)).toBeNull();
    expect(nextModule(units, 9, 0)).toBeNull();
  });
});

describe('resolvePosition', () => {
  it('reads 1-based unit and module numbers', () => {
    expect(resolvePosition(units, '1', '2')).toEqual({ unitIndex: 0, moduleIndex: 1 });
    expect(resolvePosition(units, '4', '3')).toEqual({ unitIndex: 3, moduleIndex: 2 });
  });

  it.each([
    [null, null],
    ['0', '1'],
    ['1', '3'],
    ['2', '1'],
    ['5', '1'],
    ['abc', '1'],
    ['1.5', '1'],
    ['1', '-1'],
  ])('falls back to the first module for unit=%s module=%s', (u, m) => {
    expect(resolvePosition(units, u, m)).toEqual({ unitIndex: 0, moduleIndex: 0 });
  });

  it('finds no module in a course without modules', () => {
    expect(resolvePosition([], '1', '1')).toBeNull();
    expect(firstModule([unit(0), unit(0)])).toBeNull();
    expect(firstModule([unit(0), unit(2)])).toEqual({ unitIndex: 1, moduleIndex: 0 });
  });
});

describe('lessons by their stable module id', () => {
  const before = [{ modules: [{ id: 7 }, { id: 8 }] }, { modules: [{ id: 9 }] }];
  const reordered = [{ modules: [{ id: 9 }] }, { modules: [{ id: 8 }, { id: 7 }] }];

  it('finds the same lesson after the units and modules are reordered', () => {
    expect(findModule(before, '8')).toEqual({ unitIndex: 0, moduleIndex: 1 });
    expect(findModule(reordered, '8')).toEqual({ unitIndex: 1, moduleIndex: 0 });
    expect(moduleIdAt(reordered, { unitIndex: 1, moduleIndex: 0 })).toBe(8);
  });

  it('finds nothing for an id that is not in the course', () => {
    expect(findModule(before, '10')).toBeNull();
    expect(findModule(before, 'abc')).toBeNull();
    expect(findModule(before, null)).toBeNull();
    expect(moduleIdAt(before, { unitIndex: 5, moduleIndex: 0 })).toBeUndefined();
  });

  it('writes the address the site links a lesson with', () => {
    expect(lessonSearch(8)).toBe('?lesson=8');
    expect(lessonPath({ id: 3, slug: 'monotributo' }, 8)).toBe(
      '/account/courses/3/monotributo?lesson=8',
    );
  });
});

describe('resumeModule', () => {
  const course = [
    { modules: [{ id: 1 }, { id: 2 }] },
    { modules: [] },
    { modules: [{ id: 3 }, { id: 4 }] },
  ];

  it('picks the course up at the first module not completed, in course order', () => {
    expect(resumeModule(course, [1, 2])).toEqual({ unitIndex: 2, moduleIndex: 0 });
    expect(resumeModule(course, [1, 3])).toEqual({ unitIndex: 0, moduleIndex: 1 });
  });

  it('starts at the first module when nothing or everything is completed', () => {
    expect(resumeModule(course, [])).toEqual({ unitIndex: 0, moduleIndex: 0 });
    expect(resumeModule(course, [1, 2, 3, 4])).toEqual({ unitIndex: 0, moduleIndex: 0 });
    expect(resumeModule([], [])).toBeNull();
  });

  it('is where a player address without numbers, or with bad ones, opens', () => {
    const resume = resumeModule(course, [1, 2]);
    expect(resolvePosition(course, null, null, resume)).toEqual({ unitIndex: 2, moduleIndex: 0 });
    expect(resolvePosition(course, '9', '1', resume)).toEqual({ unitIndex: 2, moduleIndex: 0 });
    expect(resolvePosition(course, '1', '2', resume)).toEqual({ unitIndex: 0, moduleIndex: 1 });
  });
});
