import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loggerOptions } from '../../../src/server/app';
import type { OutgoingMessage } from '../../../src/server/integrations/code-delivery';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { DEMO_PASSWORD, post, sessionCookie, testConfig } from '../helpers/test-app';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshPglite();
});
afterAll(() => database.close());

describe('logs', () => {
  it('are JSON lines without passwords, codes, tokens or session ids', async () => {
    const lines: string[] = [];
    const sent: OutgoingMessage[] = [];
    const config = testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'trace' });
    const app = await createApp({
      config,
      db: database.db,
      logger: loggerOptions(config, { write: (line) => lines.push(line) }),
      delivery: { deliver: async (message) => void sent.push(message) },
    });
    try {
      const { token } = (await post(app, '/api/login', { userID: '100001', password: DEMO_PASSWORD })).json();
      // Providers get the text only (the code apart is the demo mailbox's).
      const code = /\b(\d{6})\b/.exec(sent[0]!.text)![1]!;
      const verified = await post(app, '/api/login/verify', { token, code });
      const session = sessionCookie(verified)!.value;
      await app.inject({ method: 'GET', url: '/api/profile', cookies: { portal_session: session } });
      await post(app, '/api/login', { userID: '100001', password: 'a-wrong-password' });

      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      const all = lines.join('\n');
      for (const secret of [DEMO_PASSWORD, 'a-wrong-password', token, session]) expect(all).not.toContain(secret);
      // Digits only: must not stand alone (a timestamp may contain the same six digits by chance).
      expect(all).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    } finally {
      await app.close();
    }
  });
});

describe('a failed request', () => {
  async function failOnce(level: string): Promise<{ lines: Array<Record<string, unknown>>; body: { code: string; errorId?: string } }> {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: level });
    const app = await createApp({ config, db: database.db, logger: loggerOptions(config, { write: (line) => lines.push(line) }) });
    app.get('/api/test-explode', async () => {
      throw new Error('deep failure');
    });
    try {
      const body = (await app.inject({ method: 'GET', url: '/api/test-explode' })).json();
      return { lines: lines.map((line) => JSON.parse(line)), body };
    } finally {
      await app.close();
    }
  }

  it('logs one line naming the error id the client gets, without the stack', async () => {
    const { lines, body } = await failOnce('info');
    const failures = lines.filter((line) => line.reqId !== undefined && (line.level as number) >= 40);
    expect(failures).toHaveLength(1);
    expect(body.errorId).toBeTruthy();
    expect(failures[0]).toMatchObject({ errorId: body.errorId, error: { type: 'Error', message: 'deep failure' } });
    expect(JSON.stringify(lines)).not.toContain('at ');
  });

  it('adds the stack at debug level', async () => {
    const { lines, body } = await failOnce('debug');
    const failure = lines.find((line) => line.errorId === body.errorId);
    expect((failure?.error as { stack?: string }).stack).toContain('deep failure');
  });
});
