import path from 'node:path';
import os from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppOptions, createApp } from '../../../src/server/app';
import { type Config, loadConfig } from '../../../src/server/config';
import type { CodeDelivery } from '../../../src/server/integrations/code-delivery';
import type { Clock } from '../../../src/server/services/clock';
import { type DatabaseHandle, freshPglite } from '../../support/db';

export const DEMO_PASSWORD = 'Demo-Owner-2026';

/** A clock tests can move. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The configuration of an API test: demo mode (off when a test asks for NODE_ENV=production), no
 * built client, high per-IP and per-account message limits unless a test lowers them.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    CLIENT_DIR: path.join(os.tmpdir(), 'portal-no-client-build'),
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    CODES_PER_ACCOUNT_PER_HOUR: '10000',
    CODE_HMAC_KEY: 'test-code-key-of-32-characters-or-more',
    DEMO_MODE: env.NODE_ENV === 'production' ? 'false' : 'true',
    ...env,
  });
}

/** An app on a database, driven with inject. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly clock: TestClock;
  readonly config: Config;
}

/**
 * The usual setup of an API test file: before its tests, a clone of the seeded template and an
 * app on it, handed to `opened`; both closed after the tests.
 */
export function useTestApp(opened: (handles: { test: TestApp; database: DatabaseHandle }) => void): void {
  let handles: { test: TestApp; database: DatabaseHandle } | null = null;
  beforeAll(async () => {
    const database = await freshPglite();
    handles = { database, test: await buildTestApp(database) };
    opened(handles);
  });
  afterAll(async () => {
    await handles?.test.app.close();
    await handles?.database.close();
  });
}

export async function buildTestApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; clock?: TestClock; delivery?: CodeDelivery } & Pick<AppOptions, 'liveEvents' | 'logger' | 'eventsTiming'> = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? new TestClock();
  const delivery = options.delivery ? { delivery: options.delivery } : {};
  const liveEvents = options.liveEvents ? { liveEvents: options.liveEvents } : {};
  const eventsTiming = options.eventsTiming ? { eventsTiming: options.eventsTiming } : {};
  const app = await createApp({ config, db: database.db, ...(database.writes ? { writes: database.writes } : {}), clock, checkAnswers: true, logger: options.logger ?? false, ...delivery, ...liveEvents, ...eventsTiming });
  await app.ready();
  return { app, database, clock, config };
}

/** How a test request differs from a plain one. */
export interface RequestOptions {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** POST JSON through inject. */
export function post(app: FastifyInstance, url: string, payload?: unknown, options: RequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The newest code in the demo outbox for a recipient (or any recipient). */
export async function latestCode(database: DatabaseHandle, recipient?: string): Promise<string> {
  let query = database.db.selectFrom('outbox').select('code').where('code', 'is not', null).orderBy('id', 'desc').limit(1);
  if (recipient) query = query.where('recipient', '=', recipient);
  const row = await query.executeTakeFirstOrThrow();
  return row.code!;
}

/** Password step; returns the login response body. */
export async function startLogin(app: FastifyInstance, userID: string, extra: Record<string, string> = {}) {
  const response = await post(app, '/api/login', { userID, password: DEMO_PASSWORD, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; email: string | null; contactId: string; factorDeliveryMethod: string; noEmail: boolean }>();
}

/** The session cookie a response set, by name. */
export function sessionCookie(response: LightMyRequestResponse, name = 'portal_session') {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Full login (password, code from the outbox, verify); returns the cookies to send. */
export async function signIn(test: TestApp, userID: string): Promise<Record<string, string>> {
  // From a browser in the owner's correspondence language: signing in stores it, messages follow it.
  const { language } = await test.database.db.selectFrom('accounts').select('language').where('userId', '=', userID).executeTakeFirstOrThrow();
  const { token } = await startLogin(test.app, userID);
  const response = await post(test.app, '/api/login/verify', { token, code: await latestCode(test.database) }, { headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('no session cookie');
  return { [cookie.name]: cookie.value };
}
