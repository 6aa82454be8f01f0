import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, starFill } from '../../src/domain/review-rating';
import { assertProperty } from '../support/fast-check';

describe('averageRating', () => {
  it('averages the rated reviews on 1–5 stars to one decimal, leaving out reviews without a rating', () => {
    expect(averageRating({ Great: 2, Good: 1, Terrible: 1, NA: 5 })).toEqual({ average: 3.8, rated: 4 });
    expect(averageRating({ Average: 3 })).toEqual({ average: 3, rated: 3 });
  });

  it('is null when no review is rated', () => {
    expect(averageRating({})).toEqual({ average: null, rated: 0 });
    expect(averageRating({ NA: 2 })).toEqual({ average: null, rated: 0 });
  });

  it('always lies between one and five stars', () => {
    const count = fc.nat({ max: 50 });
    assertProperty(
      fc.property(fc.record({ Terrible: count, Poor: count, Average: count, Good: count, Great: count, NA: count }), (counts) => {
        const { average, rated } = averageRating(counts);
        if (rated === 0) expect(average).toBeNull();
        else {
          expect(average).toBeGreaterThanOrEqual(1);
          expect(average).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});

describe('starFill', () => {
  it('fills whole stars, a half star from .25 on, and empties the rest', () => {
    expect(starFill(3.8)).toEqual([1, 1, 1, 1, 0]);
    expect(starFill(3.7)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFill(3.2)).toEqual([1, 1, 1, 0, 0]);
    expect(starFill(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFill(1)).toEqual([1, 0, 0, 0, 0]);
  });
});
