import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLL_DEPTH_THRESHOLDS } from '../../src/domain/constants';
import { newThresholds, scrollDepthPercent } from '../../src/domain/scroll-depth';
import { assertProperty } from '../support/fast-check';

const size = fc.integer({ min: 0, max: 100_000 });

describe('scroll depth properties', () => {
  it('is a percentage that grows as the visitor scrolls down', () => {
    assertProperty(
      fc.property(size, size, size, size, (top, more, viewport, page) => {
        const depth = scrollDepthPercent(top, viewport, page);
        expect(depth).toBeGreaterThanOrEqual(0);
        expect(depth).toBeLessThanOrEqual(100);
        expect(scrollDepthPercent(top + more, viewport, page)).toBeGreaterThanOrEqual(depth);
      }),
    );
  });

  it('reports each threshold once: what is new and what was reported are the thresholds reached', () => {
    assertProperty(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.subarray([...SCROLL_DEPTH_THRESHOLDS]), (percent, reported) => {
        const fresh = newThresholds(percent, reported);
        for (const threshold of fresh) expect(reported).not.toContain(threshold);
        expect(newThresholds(percent, [...reported, ...fresh])).toEqual([]);
        const reached = SCROLL_DEPTH_THRESHOLDS.filter((threshold) => threshold <= percent);
        expect(new Set([...fresh, ...reported.filter((r) => reached.includes(r))])).toEqual(new Set(reached));
      }),
    );
  });
});

describe('scroll depth examples (spec 9: 25, 50, 75 and 100 %)', () => {
  it('counts the bottom of the viewport', () => {
    expect(scrollDepthPercent(0, 800, 3200)).toBe(25);
    expect(newThresholds(scrollDepthPercent(800, 800, 3200), [25])).toEqual([50]);
    expect(newThresholds(scrollDepthPercent(2400, 800, 3200), [])).toEqual([25, 50, 75, 100]);
  });

  it('sees a page shorter than the window whole', () => {
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
  });
});
