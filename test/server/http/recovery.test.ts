import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { lastOutboxId, messagesAfter, waitForMessage } from '../helpers/outbox';
import { buildTestApp, DEMO_PASSWORD, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const NEW_PASSWORD = 'lighthouse on the quay 77';

/** Asks for a reset link for the number and returns the link's id from the message. */
async function resetIdFor(userID: string, recipient: string): Promise<string> {
  const before = await lastOutboxId(database);
  expect((await post(test.app, '/api/password/forgot', { userID })).statusCode).toBe(202);
  const message = await waitForMessage(database, before, (candidate) => candidate.recipient === recipient);
  const link = new URL(message.code!);
  expect(link.pathname).toBe('/reset-password');
  expect(message.text).toContain(message.code!);
  return link.searchParams.get('id')!;
}

describe('POST /api/password/forgot', () => {
  it('answers 202 for a known and an unknown number alike and sends a link only for the known one', async () => {
    const before = await lastOutboxId(database);
    const known = await post(test.app, '/api/password/forgot', { userID: '100002' });
    const unknown = await post(test.app, '/api/password/forgot', { userID: '999999' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe('');
    expect(unknown.body).toBe('');
    const message = await waitForMessage(database, before, () => true);
    expect(message.recipient).toBe('office@adria-alpen.example.com');
    expect(message.code).toMatch(/^http:\/\/localhost:8080\/reset-password\?id=[A-Za-z0-9_-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await messagesAfter(database, before)).toHaveLength(1);
  });

  it('stores only the hash of the link id, valid for 60 minutes', async () => {
    const id = await resetIdFor('100006', 'verwaltung@alpenblick.example.com');
    const rows = await database.db.selectFrom('passwordResets').selectAll().execute();
    expect(rows.some((row) => row.id === id)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(newest.expiresAt.getTime() - newest.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('sends the link by text message to an account without e-mail', async () => {
    await database.db.updateTable('accounts').set({ email: null }).where('userId', '=', '100003').execute();
    const id = await resetIdFor('100003', '+385 98 765 4321');
    expect(id).toHaveLength(43);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await lastOutboxId(database);
    for (const body of [{}, { userID: '' }, { userID: 'x'.repeat(65) }, { userID: 7 }]) {
      const response = await post(test.app, '/api/password/forgot', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_request');
    }
    expect(await messagesAfter(database, before)).toEqual([]);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password, ends every session, tells the owner and works once', async () => {
    const session = await signIn(test, '100001');
    const id = await resetIdFor('100001', 'ana.horvat@example.com');
    const before = await lastOutboxId(database);
    const response = await post(test.app, '/api/password/reset', { id, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await test.app.inject({ method: 'GET', url: '/api/profile', cookies: session })).statusCode).toBe(401);
    expect((await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post(test.app, '/api/login', { userID: '100001', password: NEW_PASSWORD })).statusCode).toBe(200);
    const notice = await waitForMessage(database, before, (message) => message.recipient === 'ana.horvat@example.com');
    expect(notice.text).toContain('password of your Owner Portal account was changed');
    expect((await post(test.app, '/api/password/reset', { id, password: 'another long passphrase' })).statusCode).toBe(410);
    const audit = await database.db.selectFrom('accountAudit').selectAll().where('action', '=', 'password_reset').execute();
    expect(audit.map((row) => row.actor)).toContain('recovery');
  });

  it('answers 410 link_expired for an unknown or expired link', async () => {
    expect((await post(test.app, '/api/password/reset', { id: 'A'.repeat(43), password: NEW_PASSWORD })).json()).toEqual({ code: 'link_expired' });
    const id = await resetIdFor('100005', 'sanne.devries@example.org');
    test.clock.advance(60 * 60_000 + 1000);
    const response = await post(test.app, '/api/password/reset', { id, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 'link_expired' });
  });

  it('keeps the link usable after a refused password and applies the change rules', async () => {
    const id = await resetIdFor('100005', 'sanne.devries@example.org');
    expect((await post(test.app, '/api/password/reset', { id, password: 'password1' })).json()).toEqual({ code: 'password_common' });
    expect((await post(test.app, '/api/password/reset', { id, password: 'Password2026' })).json()).toEqual({ code: 'password_common' });
    expect((await post(test.app, '/api/password/reset', { id, password: '10000500' })).json()).toEqual({ code: 'password_personal' });
    expect((await post(test.app, '/api/password/reset', { id, password: 'short' })).json()).toEqual({
      code: 'invalid_request',
      fieldErrors: { password: ['too_small'] },
    });
    expect((await post(test.app, '/api/password/reset', { id: 'short', password: NEW_PASSWORD })).json().fieldErrors).toEqual({ id: ['too_small'] });
    expect((await post(test.app, '/api/password/reset', { id, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('refuses the password the account has now, as a change does, and keeps the link usable', async () => {
    const id = await resetIdFor('100006', 'verwaltung@alpenblick.example.com');
    expect((await post(test.app, '/api/password/reset', { id, password: DEMO_PASSWORD })).json()).toEqual({ code: 'password_unchanged' });
    expect((await post(test.app, '/api/password/reset', { id, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('an older link of the account stops working once a newer one was used', async () => {
    const older = await resetIdFor('100002', 'office@adria-alpen.example.com');
    const newer = await resetIdFor('100002', 'office@adria-alpen.example.com');
    expect((await post(test.app, '/api/password/reset', { id: newer, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await post(test.app, '/api/password/reset', { id: older, password: 'yet another passphrase' })).statusCode).toBe(410);
  });
});

describe('POST /api/password/reset/check', () => {
  it('answers 204 for a live link and 410 for a used, expired, unknown or cut-short one, changing nothing', async () => {
    const id = await resetIdFor('100002', 'office@adria-alpen.example.com');
    const check = (body: unknown) => post(test.app, '/api/password/reset/check', body);
    expect((await check({ id })).statusCode).toBe(204);
    // Asking twice does not use the link up.
    expect((await check({ id })).statusCode).toBe(204);
    for (const unknown of ['A'.repeat(43), id.slice(0, 10), '']) expect((await check({ id: unknown })).json(), unknown).toEqual({ code: 'link_expired' });
    expect((await check({ id: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post(test.app, '/api/password/reset', { id, password: 'harbour lights at dusk 12' })).statusCode).toBe(204);
    expect((await check({ id })).statusCode).toBe(410);
    const later = await resetIdFor('100002', 'office@adria-alpen.example.com');
    test.clock.advance(60 * 60_000 + 1000);
    expect((await check({ id: later })).statusCode).toBe(410);
  });
});

describe('POST /api/forgot-number', () => {
  it('answers 202 always and e-mails the owner numbers of a known address (any case)', async () => {
    const before = await lastOutboxId(database);
    expect((await post(test.app, '/api/forgot-number', { email: 'nobody@example.net' })).statusCode).toBe(202);
    expect((await post(test.app, '/api/forgot-number', { email: ' Sanne.DeVries@Example.ORG ' })).statusCode).toBe(202);
    const message = await waitForMessage(database, before, () => true);
    expect(message.recipient).toBe('sanne.devries@example.org');
    expect(message.text).toContain('100005');
    expect(message.code).toBe('100005');
  });

  it('refuses something that is not an e-mail address', async () => {
    for (const email of ['', 'not-an-address', `${'x'.repeat(250)}@example.com`]) {
      const response = await post(test.app, '/api/forgot-number', { email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().fieldErrors.email.length).toBeGreaterThan(0);
    }
  });
});

describe('equal timing', () => {
  it('answers before the message is sent, so a known number takes no longer than an unknown one', async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const slowApp = await buildTestApp(database, {
      delivery: {
        deliver: async (message) => {
          await blocked;
          sent.push(message.recipient);
        },
      },
    });
    try {
      expect((await post(slowApp.app, '/api/password/forgot', { userID: '100006' })).statusCode).toBe(202);
      expect((await post(slowApp.app, '/api/forgot-number', { email: 'verwaltung@alpenblick.example.com' })).statusCode).toBe(202);
      expect(sent).toEqual([]);
      release();
    } finally {
      await slowApp.app.close();
    }
    expect(sent).toEqual(['verwaltung@alpenblick.example.com', 'verwaltung@alpenblick.example.com']);
  });
});

describe('recovery limits', () => {
  it('delays repeated requests for one number like failed logins (429 with Retry-After), known or not', async () => {
    for (const userID of ['100004', '123456']) {
      const answers: number[] = [];
      for (let i = 0; i < 7; i += 1) answers.push((await post(test.app, '/api/password/forgot', { userID })).statusCode);
      expect(answers.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
      const limited = await post(test.app, '/api/password/forgot', { userID });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('shares the per-IP limit of the login routes', async () => {
    const limitedApp = await buildTestApp(database, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const remoteAddress = '203.0.113.9';
      const codes = [];
      for (const url of ['/api/forgot-number', '/api/forgot-number', '/api/password/reset']) {
        codes.push((await post(limitedApp.app, url, url.includes('reset') ? { id: 'A'.repeat(43), password: NEW_PASSWORD } : { email: 'a@example.com' }, { remoteAddress })).statusCode);
      }
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limitedApp.app.close();
    }
  });
});
