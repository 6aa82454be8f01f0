import { describe, expect, it } from 'vitest';
import { delayAfter, MAX_DELAY_SECONDS, userKeyOf } from '../../../src/server/throttling/login-throttle';

describe('login delays', () => {
  it('are free for the first five failures, then double from one second', () => {
    expect([0, 1, 4].map(delayAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 14].map(delayAfter)).toEqual([1, 2, 4, 8, 512]);
  });

  it('never exceed 15 minutes', () => {
    expect(delayAfter(15)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfter(1000)).toBe(900);
  });

  it('key user ids case- and space-insensitively', () => {
    expect(userKeyOf(' AbC ')).toBe('abc');
  });
});
