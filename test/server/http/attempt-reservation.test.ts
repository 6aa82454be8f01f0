import { describe, expect, it } from 'vitest';
import { post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;

useTestApp((opened) => ({ test } = opened));

const statusCounts = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));

describe('password attempts are reserved before the hash is checked', () => {
  it('25 parallel wrong passwords for one owner number get 5 checks, the rest wait', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(test.app, '/api/login', { userID: '100002', password: 'not-the-password' })));
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: 20 });
    for (const answer of answers.filter((a) => a.statusCode === 429)) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the same holds for the current password of a password change', async () => {
    const cookies = await signIn(test, '100003');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post(test.app, '/api/profile/password', { currentPassword: 'not-the-password', newPassword: 'a fresh start in spring' }, { cookies })),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 400: 5, 429: 20 });
  });
});
