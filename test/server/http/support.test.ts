import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { buildTestApp, post, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const request = { userID: '100004', name: 'Giovanni Rossi', contact: 'giovanni@example.org', message: 'I have no e-mail on file.' };

describe('POST /api/2fa/contact-us', () => {
  it('stores the request, answers 201 and, in demo mode, confirms through the outbox', async () => {
    const response = await post(test.app, '/api/2fa/contact-us', request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const stored = await database.db.selectFrom('supportRequests').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ kind: 'two_factor', userId: '100004', contact: 'giovanni@example.org' })]);
    const confirmation = await database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(confirmation).toMatchObject({ recipient: 'giovanni@example.org', channel: 'email', code: null });
  });

  it('works without a session and is the same for unknown user ids', async () => {
    expect((await post(test.app, '/api/2fa/contact-us', { ...request, userID: 'nobody-1' })).statusCode).toBe(201);
  });

  it('refuses bad bodies with field errors', async () => {
    const response = await post(test.app, '/api/2fa/contact-us', { userID: '100004', name: '', contact: 'abc', message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { name: ['too_small'], message: ['too_big'] } });
    expect(response.json().fieldErrors.contact).toContain('too_small');
  });

  it('refuses a contact that is neither an e-mail address nor a phone number', async () => {
    const response = await post(test.app, '/api/2fa/contact-us', { userID: '100004', name: 'Ana', contact: 'call me at home', message: 'No code' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['contact']);
  });

  it('sends no confirmation outside demo mode (a public form must not mail strangers)', async () => {
    const production = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
    try {
      const before = await database.db.selectFrom('outbox').select('id').execute();
      expect((await post(production.app, '/api/2fa/contact-us', request)).statusCode).toBe(201);
      expect(await database.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
    } finally {
      await production.app.close();
    }
  });
});
