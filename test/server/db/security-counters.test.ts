import { afterAll, beforeAll, expect, it } from 'vitest';
import { Failure } from '../../../src/server/services/failure';
import { LoginThrottle } from '../../../src/server/throttling/login-throttle';
import { RateLimiter } from '../../../src/server/throttling/rate-limiter';
import { SecondFactorLimits } from '../../../src/server/throttling/second-factor-limits';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount } from '../helpers/fixtures';
import { TestClock } from '../helpers/test-app';

/** How many of the calls went through and how many were refused with 429. */
async function outcomes(calls: Promise<void>[]): Promise<{ passed: number; limited: number }> {
  const settled = await Promise.allSettled(calls);
  const limited = settled.filter((result) => result.status === 'rejected' && result.reason instanceof Failure && result.reason.status === 429);
  return { passed: settled.filter((result) => result.status === 'fulfilled').length, limited: limited.length };
}

forEachDatabase('security counters', (open) => {
  let database: DatabaseHandle;
  const clock = new TestClock(Date.UTC(2026, 10, 20, 9));
  beforeAll(async () => {
    database = await open('migrated');
  });
  afterAll(() => database.close());

  it('reserve password checks one at a time: 25 parallel attempts for one id get the 5 free ones', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    expect(await outcomes(Array.from({ length: 25 }, () => throttle.reserve('race-id')))).toEqual({ passed: 5, limited: 20 });
    // A success gives the id its free attempts back.
    await throttle.succeed('race-id');
    expect(await outcomes([throttle.reserve('race-id')])).toEqual({ passed: 1, limited: 0 });
  });

  it('count every parallel hit of a rate limit exactly once, and start a new window when it ends', async () => {
    const limiter = new RateLimiter(database.db, clock);
    const limit = { max: 10, windowMs: 60_000 };
    expect(await outcomes(Array.from({ length: 25 }, () => limiter.hit('ip:198.51.100.1', limit)))).toEqual({ passed: 10, limited: 15 });
    clock.advance(60_000);
    expect(await outcomes([limiter.hit('ip:198.51.100.1', limit)])).toEqual({ passed: 1, limited: 0 });
  });

  it('reserve code comparisons per account: 25 parallel guesses get the 10 free ones; a correct code clears', async () => {
    const accountId = await createAccount(database.db, 'SEC-GUESSES');
    const limits = new SecondFactorLimits(database.db, clock, 10);
    expect(await outcomes(Array.from({ length: 25 }, () => limits.reserveGuess(accountId)))).toEqual({ passed: 10, limited: 15 });
    await limits.correct(accountId);
    expect(await outcomes([limits.reserveGuess(accountId)])).toEqual({ passed: 1, limited: 0 });
  });
});
