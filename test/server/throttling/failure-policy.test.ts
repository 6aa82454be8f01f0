import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countingFailures, delayAfter, type FailurePolicy, judgeTry } from '../../../src/server/throttling/failure-policy';
import { assertProperty } from '../../support/fast-check';

const codes: FailurePolicy = { freeFailures: 10, maxDelaySeconds: 900, forgetAfterMs: null, stopAt: 50 };
const passwords: FailurePolicy = { freeFailures: 5, maxDelaySeconds: 900, forgetAfterMs: 60 * 60_000, stopAt: null };
const now = new Date('2026-11-20T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('failure policies', () => {
  it('let the free failures through at once, then wait 1, 2, 4 … seconds from the last failure', () => {
    expect(judgeTry(codes, undefined, now)).toEqual({ kind: 'allowed' });
    expect(judgeTry(codes, { failures: 9, lastFailureAt: now }, now)).toEqual({ kind: 'allowed' });
    expect(judgeTry(codes, { failures: 10, lastFailureAt: now }, now)).toEqual({ kind: 'wait', seconds: 1 });
    expect(judgeTry(codes, { failures: 12, lastFailureAt: ago(1_000) }, now)).toEqual({ kind: 'wait', seconds: 3 });
    expect(judgeTry(codes, { failures: 12, lastFailureAt: ago(4_000) }, now)).toEqual({ kind: 'allowed' });
  });

  it('stop at stopAt however long ago the last failure was, when the policy never forgets', () => {
    expect(judgeTry(codes, { failures: 50, lastFailureAt: ago(365 * 24 * 3600_000) }, now)).toEqual({ kind: 'stopped' });
    expect(judgeTry(codes, { failures: 49, lastFailureAt: ago(900_000) }, now)).toEqual({ kind: 'allowed' });
  });

  it('forget counts older than forgetAfterMs', () => {
    expect(countingFailures(passwords, { failures: 30, lastFailureAt: ago(60 * 60_000 + 1) }, now)).toBe(0);
    expect(judgeTry(passwords, { failures: 30, lastFailureAt: ago(60 * 60_000 + 1) }, now)).toEqual({ kind: 'allowed' });
    expect(countingFailures(passwords, { failures: 30, lastFailureAt: ago(60 * 60_000) }, now)).toBe(30);
  });

  it('never wait longer than the maximum, and never less after more failures (property)', () => {
    assertProperty(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(delayAfter(codes, more)).toBeGreaterThanOrEqual(delayAfter(codes, fewer));
        expect(delayAfter(codes, more)).toBeLessThanOrEqual(codes.maxDelaySeconds);
      }),
    );
  });

  it('allow no try at all from stopAt on, and some try (now or later) below it (property)', () => {
    assertProperty(
      fc.property(fc.nat(200), fc.nat(48 * 3600_000), (failures, elapsed) => {
        const verdict = judgeTry(codes, { failures, lastFailureAt: ago(elapsed) }, now);
        expect(verdict.kind === 'stopped').toBe(failures >= 50);
        if (verdict.kind === 'wait') expect(verdict.seconds).toBeLessThanOrEqual(900);
      }),
    );
  });
});
