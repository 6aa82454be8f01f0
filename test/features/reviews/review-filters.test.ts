import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewRatings } from '../../../src/domain/enumerations';
import { readReviewFilters, writeReviewFilters } from '../../../src/features/reviews/review-filters';
import { assertProperty } from '../../support/fast-check';

describe('review filters in the address', () => {
  it('reads a chosen home, "all homes", a rating and the period', () => {
    expect(readReviewFilters('home=HR2731.100.1&rating=Great&from=2025-01-01&to=2025-06-30')).toEqual({ accommodation: 'HR2731.100.1', rating: 'Great', from: '2025-01-01', to: '2025-06-30' });
    const all = readReviewFilters('home=all');
    expect('accommodation' in all && all.accommodation === undefined).toBe(true);
    expect('accommodation' in readReviewFilters('')).toBe(false);
  });

  it('ignores values that cannot be filters', () => {
    expect(readReviewFilters('home=../x&rating=Superb&from=' + 'x'.repeat(40))).toEqual({});
  });

  it('writes only what was chosen and keeps other parameters', () => {
    expect(writeReviewFilters({ accommodation: undefined, rating: 'Poor' }, 'tab=1')).toBe('tab=1&home=all&rating=Poor');
    expect(writeReviewFilters({ rating: undefined }, 'rating=Poor&from=2025-01-01')).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = fc.record(
      {
        accommodation: fc.option(fc.constantFrom('HR2731.100.1', 'DK1234.001.1'), { nil: undefined }),
        rating: fc.constantFrom(...ReviewRatings),
        from: fc.constantFrom('2025-01-01', '2025-1'),
        to: fc.constant('2025-12-31'),
      },
      { requiredKeys: [] },
    );
    assertProperty(
      fc.property(filters, (chosen) => {
        expect(readReviewFilters(writeReviewFilters(chosen))).toEqual(chosen);
      }),
    );
  });
});
