import { describe, expect, it } from 'vitest';
import { averageRating, ratingFigures, reviewAuthor } from './course-reviews';

describe('course reviews', () => {
  it('names the author by first name and initial', () => {
    expect(reviewAuthor('María José', 'González')).toBe('María G.');
    expect(reviewAuthor(' ana ', 'ñandú')).toBe('ana Ñ.');
    expect(reviewAuthor('Pedro', '')).toBe('Pedro');
  });

  it('averages to one decimal, rounding halves up', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 5, 4, 5])).toBe(4.8); // 4.75
    expect(averageRating([4, 4, 5])).toBe(4.3); // 4.333…
    expect(averageRating([5, 4, 5, 5, 5, 4])).toBe(4.7); // 4.666…
  });

  it('labels the rating in Argentine Spanish', () => {
    expect(ratingFigures(4.8, 37)).toEqual({ average: '4,8', count: '(37 opiniones)' });
    expect(ratingFigures(5, 1)).toEqual({ average: '5,0', count: '(1 opinión)' });
  });
});
