import { describe, expect, it } from 'vitest';
import { isAttemptCurrent } from '../../src/domain/login-attempt';

describe('isAttemptCurrent', () => {
  it('holds for 30 minutes from the start, not before it', () => {
    const start = 1_000_000;
    expect(isAttemptCurrent(start, start)).toBe(true);
    expect(isAttemptCurrent(start, start + 30 * 60_000 - 1)).toBe(true);
    expect(isAttemptCurrent(start, start + 30 * 60_000)).toBe(false);
    expect(isAttemptCurrent(start, start - 1)).toBe(false);
  });
});
