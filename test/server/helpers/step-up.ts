import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { latestCode, post } from './test-app';

/** Steps the session up with a code from the outbox (the session is then fresh for 10 minutes). */
export async function stepUp(test: TestApp, cookies: Record<string, string>): Promise<void> {
  expect((await post(test.app, '/api/step-up', undefined, { cookies })).statusCode).toBe(200);
  const verified = await post(test.app, '/api/step-up/verify', { code: await latestCode(test.database) }, { cookies });
  expect(verified.statusCode, verified.body).toBe(200);
}
