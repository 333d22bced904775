import { describe, expect, it } from 'vitest';
import { coursePageMeta, learningPointsOf, unitsLabel } from './course-meta';

describe("a course page's words", () => {
  it("counts units as the outline and the player do: 'unidades', not 'temas'", () => {
    expect(unitsLabel(1)).toBe('1 unidad');
    expect(unitsLabel(4)).toBe('4 unidades');
  });

  it('describes the course in voseo', () => {
    const { description } = coursePageMeta('IVA básico');
    expect(description).toMatch(/^Descubrí IVA básico/);
    expect(description).not.toMatch(/Descubre|explora|desarrollarás/);
  });

  it('has no learning points when the editor left them all blank, so no empty block shows', () => {
    const point = (id: number, content: string) => ({ id, content });
    expect(learningPointsOf({ learningList: [point(1, ''), point(2, '  ')] })).toEqual([]);
    expect(learningPointsOf({ learningList: [point(1, ''), point(2, 'Liquidar IVA')] })).toEqual([
      point(2, 'Liquidar IVA'),
    ]);
  });
});
