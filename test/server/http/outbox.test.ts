import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TIMING, retryDelayMs } from '../../../src/server/services/message-outbox';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { snsStandIn, useSnsEnvironment } from '../helpers/sns-stand-in';
import { buildTestApp, DEMO_PASSWORD, post, type TestApp } from '../helpers/test-app';

/**
 * Issue 22.5, nothing acknowledged is lost: a message goes into the outbox with the change that
 * causes it; a provider outage delays it (retries with growing delays) and, after the last attempt
 * or once its code is no use, reports it; a provider that comes back gets it.
 */
let database: DatabaseHandle;
let sns: Awaited<ReturnType<typeof snsStandIn>>;
let restoreEnvironment: () => void;
let production: TestApp;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await freshPglite();
  sns = await snsStandIn();
  restoreEnvironment = useSnsEnvironment(sns.url);
  production = await buildTestApp(database, {
    env: { NODE_ENV: 'production', SMS_PROVIDER: 'sns', LOG_LEVEL: 'warn' },
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await production.app.close();
  restoreEnvironment();
  await sns.close();
  await database.close();
});

const outboxRow = (id: number) =>
  database.db.selectFrom('outbox').select(['status', 'attempts', 'nextAttemptAt', 'lastError', 'sentAt', 'text', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
const newestId = async () => (await database.db.selectFrom('outbox').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;

describe('the outbox', () => {
  it('keeps a code the provider could not take, says so, and sends it once the provider is back', async () => {
    sns.setDown(true);
    const before = sns.published.length;
    const login = await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD }, { headers: { 'accept-language': 'de' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ factorDeliveryMethod: 'AWS', codeDelivery: 'queued' });
    expect(sns.published.length).toBe(before);

    const id = await newestId();
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, code: null });
    expect(waiting.lastError).toMatch(/ServiceUnavailable|down/);
    expect(waiting.lastError).not.toContain('151');
    expect(waiting.nextAttemptAt!.getTime()).toBe(production.clock.now().getTime() + retryDelayMs(1));
    expect(logLines.some((line) => line.msg === 'message not sent yet: will retry' && line.outboxId === id)).toBe(true);

    // Not due yet: the worker leaves it.
    sns.setDown(false);
    await production.app.outbox.tick();
    expect(sns.published.length).toBe(before);

    production.clock.advance(retryDelayMs(1));
    await production.app.outbox.tick();
    expect(sns.published.length).toBe(before + 1);
    const text = sns.published.at(-1)!.message;
    expect(text).toMatch(/^Eigentümerportal-Code: \d{6} /);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, text: '', lastError: null });

    // The code that arrived late works.
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    const verify = await post(production.app, '/api/login/verify', { token: login.json().token, code });
    expect(verify.statusCode, verify.body).toBe(200);
  });

  it('answers sent when the provider takes the code at once', async () => {
    const login = await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD });
    expect(login.json()).toMatchObject({ codeDelivery: 'sent' });
    expect((await outboxRow(await newestId())).status).toBe('sent');
  });

  it('gives a code up once it would arrive after its validity, and reports it', async () => {
    sns.setDown(true);
    const login = await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD });
    expect(login.json()).toMatchObject({ codeDelivery: 'queued' });
    const id = await newestId();
    for (let round = 0; round < 12 && (await outboxRow(id)).status === 'pending'; round++) {
      production.clock.advance(OUTBOX_TIMING.maxRetryMs);
      await production.app.outbox.tick();
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', text: '' });
    // 10 minutes of validity: attempts after 0, 5, 10, 20, 40, 80, 160 and 320 s; the next would be too late.
    expect(row.attempts).toBeLessThan(OUTBOX_TIMING.maxAttempts);
    expect(logLines.some((line) => line.msg === 'message not sent: given up' && line.outboxId === id && line.level === 50)).toBe(true);
    sns.setDown(false);
  });
});

describe('retry delays', () => {
  it('double from 5 s up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(9)).toBe(15 * 60_000);
    expect(retryDelayMs(30)).toBe(15 * 60_000);
  });
});

describe('the worker', () => {
  it('runs while the server listens and stops when it closes', async () => {
    const { createApp } = await import('../../../src/server/app');
    const { testConfig } = await import('../helpers/test-app');
    let down = true;
    const sent: string[] = [];
    const app = await createApp({
      config: testConfig({ NODE_ENV: 'production' }),
      db: database.db,
      logger: false,
      delivery: {
        deliver: async (message) => {
          if (down) throw new Error('down');
          sent.push(message.text);
        },
      },
      outboxTiming: { pollMs: 20, firstRetryMs: 1 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await post(app, '/api/login', { userID: '100001', password: DEMO_PASSWORD });
      expect(login.json()).toMatchObject({ codeDelivery: 'queued' });
      down = false;
      for (let waited = 0; waited < 3000 && sent.length === 0; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toHaveLength(1);
    } finally {
      await app.close();
    }
    // Closed: a message due now is not taken any more (no timer is left running).
    await database.db
      .insertInto('outbox')
      .values({ recipient: 'a@example.com', channel: 'email', subject: 's', text: 't', code: null, locale: 'en', status: 'pending', nextAttemptAt: new Date(0) })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
  });
});
