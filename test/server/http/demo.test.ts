import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../../src/contract/system';
import type { DatabaseHandle } from '../../support/db';
import { DEMO_PASSWORD, buildTestApp, post, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

describe('demo outbox', () => {
  it('lists messages newest first, at most 50, with the code', async () => {
    await startLogin(test.app, '100001');
    await startLogin(test.app, '100002');
    const outbox = Outbox.parse((await test.app.inject({ method: 'GET', url: '/api/demo/outbox' })).json());
    expect(outbox.map((message) => message.recipient).slice(0, 2)).toEqual(['+49 151 2345 6734', 'ana.horvat@example.com']);
    expect(outbox[0]!.code).toMatch(/^\d{6}$/);
    const filler = Array.from({ length: 55 }, (_, index) => ({ recipient: `r${index}@example.com`, channel: 'email' as const, subject: 's', text: 't', code: null }));
    await database.db.insertInto('outbox').values(filler).execute();
    expect((await test.app.inject({ method: 'GET', url: '/api/demo/outbox' })).json()).toHaveLength(50);
  });

  it('has a mailbox page that escapes everything and needs no inline script or style', async () => {
    await database.db
      .insertInto('outbox')
      .values({ recipient: '<script>alert(1)</script>@example.com', channel: 'email', subject: 'a "quoted" & <b>bold</b> subject', text: 't', code: '123456' })
      .execute();
    const response = await test.app.inject({ method: 'GET', url: '/_demo/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Demo mailbox</h1>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(response.body).toContain('a &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; subject');
    expect(response.body).not.toMatch(/<script|style=/);
  });
});

describe('outside demo mode', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production.app.close());

  it('has no outbox and no mailbox (404)', async () => {
    const api = await production.app.inject({ method: 'GET', url: '/api/demo/outbox' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found' });
    const page = await production.app.inject({ method: 'GET', url: '/_demo/mailbox' });
    expect(page.statusCode).toBe(404);
  });

  it('says so instead of silently dropping a code when no channel is configured (503, never a 500)', async () => {
    const response = await post(production.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'delivery_unavailable', errorId: expect.any(String) });
  });
});
