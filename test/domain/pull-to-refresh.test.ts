import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IOS_PWA_RELOAD_DISTANCE_PX,
  PULL_MAX_PX,
  PULL_THRESHOLD_PX,
  RELOAD_GUARD_MS,
  canReload,
  pullDistance,
  shouldRefresh,
} from '../../src/domain/pull-to-refresh';
import { assertProperty, instantArb } from '../support/fast-check';

const deltaArb = fc.double({ min: -500, max: 2000, noNaN: true });

describe('pull-to-refresh properties', () => {
  it('keeps the distance between 0 and the maximum, never beyond the finger', () => {
    assertProperty(
      fc.property(deltaArb, (delta) => {
        const distance = pullDistance(delta);
        expect(distance).toBeGreaterThanOrEqual(0);
        expect(distance).toBeLessThanOrEqual(PULL_MAX_PX);
        expect(distance).toBeLessThanOrEqual(Math.max(0, delta));
      }),
    );
  });

  it('never moves back while the finger moves down', () => {
    assertProperty(
      fc.property(deltaArb, deltaArb, (a, b) => {
        expect(pullDistance(Math.max(a, b))).toBeGreaterThanOrEqual(pullDistance(Math.min(a, b)));
      }),
    );
  });

  it('asks a longer pull in the iOS installed app', () => {
    assertProperty(
      fc.property(fc.double({ min: 0, max: PULL_MAX_PX, noNaN: true }), (distance) => {
        if (shouldRefresh(distance, { iosPwa: true })) expect(shouldRefresh(distance, { iosPwa: false })).toBe(true);
      }),
    );
  });

  it('allows a reload only 10 s after the last one', () => {
    assertProperty(
      fc.property(instantArb, fc.integer({ min: 0, max: 60_000 }), (last, elapsedMs) => {
        expect(canReload(last.epochMilliseconds, last.epochMilliseconds + elapsedMs)).toBe(elapsedMs >= RELOAD_GUARD_MS);
      }),
    );
  });
});

describe('pull-to-refresh examples (spec section 9)', () => {
  it('uses the specified geometry', () => {
    expect([PULL_THRESHOLD_PX, PULL_MAX_PX, IOS_PWA_RELOAD_DISTANCE_PX, RELOAD_GUARD_MS]).toEqual([60, 80, 75, 10_000]);
    expect(pullDistance(100)).toBe(50);
    expect(pullDistance(1000)).toBe(80);
    expect(pullDistance(-20)).toBe(0);
    expect(pullDistance(Number.NaN)).toBe(0);
  });

  it('refreshes from 60 px, or 75 px in the iOS installed app', () => {
    expect(shouldRefresh(59, { iosPwa: false })).toBe(false);
    expect(shouldRefresh(60, { iosPwa: false })).toBe(true);
    expect(shouldRefresh(74, { iosPwa: true })).toBe(false);
    expect(shouldRefresh(75, { iosPwa: true })).toBe(true);
  });

  it('reloads the first time', () => {
    expect(canReload(null, Date.parse('2024-01-01T00:00:00Z'))).toBe(true);
  });
});
