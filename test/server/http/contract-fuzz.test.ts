import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../src/contract/api-error';
import type { Operation } from '../../../src/server/http/api-description/operation';
import { errorAnswersOf, jsonSchemaOf } from '../../../src/server/http/api-description/openapi-document';
import { operations } from '../../../src/server/http/api-description/operations';
import type { DatabaseHandle } from '../../support/db';
import { installChangeLog } from '../helpers/change-log';
import { arbitraryOf, withControlCharacter } from '../helpers/json-schema-arbitrary';
import { signIn, type TestApp, useTestApp } from '../helpers/test-app';

/**
 * The contract fuzzer (issue 26): fast-check walks every operation of the API description with
 * generated inputs (path values, query, headers, body) that fit the schema, that do not, and
 * that hold control characters, signed out and as each demo role. No 5xx; every error answer
 * an ApiError with a status and code the description names; every success the described status
 * and body; access as described; a refused request changes nothing in the database.
 *
 * Bounded in `npm test` (FUZZ_RUNS, default 1 per operation and identity); `npm run fuzz -- --runs N`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Tables a refused request may still write: the sessions' last use, limits and throttles, and the
 * tries of a code or challenge (a wrong code uses one up: that is the protection).
 */
const BOOKKEEPING = new Set([
  'sessions',
  'rate_limits',
  'login_throttle',
  'second_factor_failures',
  'webauthn_challenges',
  // Rows whose triesLeft a wrong code lowers.
  'login_attempts',
  'session_step_ups',
  'pending_phone_changes',
  'payment_schedule_changes',
  'bank_detail_changes',
]);

interface Identity {
  readonly name: string;
  readonly cookies: Record<string, string>;
  readonly permissions: readonly string[] | null;
  readonly mustChangePassword: boolean;
}

interface GeneratedRequest {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown> | undefined;
  readonly headers: Record<string, unknown> | undefined;
  readonly body: unknown;
}

type Json = Record<string, unknown>;

const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 20 }));

/** Inputs for one part of a request: fitting its schema mostly, else anything, else with a control character. */
function partOf(schema: z.core.$ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const fitting = arbitraryOf(jsonSchemaOf(schema, 'input'));
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: anything, weight: 1 }, { arbitrary: fitting.chain(withControlCharacter), weight: 1 });
}

/** Path values always fit their names (an object of strings); each value may still be anything. */
function paramsOf(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
  if (!operation.params) return fc.constant({});
  const json = jsonSchemaOf(operation.params, 'input') as { properties: Record<string, Json> };
  const each = Object.fromEntries(Object.entries(json.properties).map(([name, schema]) => [name, fc.oneof({ arbitrary: arbitraryOf(schema), weight: 4 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 }, { arbitrary: arbitraryOf(schema).chain(withControlCharacter), weight: 1 })]));
  return fc.record(each);
}

function requestOf(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  return fc.record({
    params: paramsOf(operation),
    query: partOf(operation.query) as fc.Arbitrary<Record<string, unknown> | undefined>,
    headers: partOf(operation.headers) as fc.Arbitrary<Record<string, unknown> | undefined>,
    body: partOf(operation.body),
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A path value as sent: text, never empty and never `.` or `..` (URLs resolve those: either way another route). */
function pathValue(value: unknown): string {
  const sent = text(value);
  return sent === '' || sent === '.' || sent === '..' ? 'x' : sent;
}

function searchOf(request: GeneratedRequest): URLSearchParams {
  const search = new URLSearchParams();
  if (request.query && typeof request.query === 'object' && !Array.isArray(request.query)) {
    for (const [key, value] of Object.entries(request.query)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, text(item));
    }
  }
  return search;
}

function urlOf(path: string, request: GeneratedRequest): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(pathValue(request.params[name])));
  const query = searchOf(request).toString();
  return query ? `${filled}?${query}` : filled;
}

/** Whether what the server receives (path values and query as text, the body as JSON) fits the operation's described schemas. */
function fits(operation: Operation, request: GeneratedRequest): boolean {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of searchOf(request)) query[key] = key in query ? [query[key]!].flat().concat(value) : value;
  const params = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, pathValue(value)]));
  const key = headersOf(request)['Idempotency-Key'];
  const parts: [z.core.$ZodType | undefined, unknown][] = [
    [operation.params, params],
    [operation.query, query],
    [operation.headers, key === undefined ? {} : { 'Idempotency-Key': key }],
    [operation.body, request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body))],
  ];
  const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
  return parts.every(([schema, value]) => !schema || (z.safeParse(schema, value).success && !controls.test(JSON.stringify(value) ?? '')));
}

/** Whether the identity may call the operation at all (so a request that does not fit must get 400). */
function mayCall(operation: Operation, identity: Identity): boolean {
  if (operation.access === 'public') return true;
  if (identity.permissions === null || identity.mustChangePassword) return false;
  return operation.access === 'session' || identity.permissions.includes(operation.access);
}

/** Header values a client can send at all (HTTP refuses control characters in headers before the server sees them). */
function headersOf(request: GeneratedRequest): Record<string, string> {
  if (!request.headers || typeof request.headers !== 'object' || Array.isArray(request.headers)) return {};
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, text(value).replace(/[^\x20-\x7e]/g, '')]));
}

/** Identities that never finish or that end the session under test are left out: the event stream and logout when signed in. */
function walks(operation: Operation, identity: Identity): boolean {
  if (identity.permissions === null) return true;
  return !operation.success.mediaTypes?.includes('text/event-stream') && operation.session !== 'ends';
}

let test: TestApp;
let database: DatabaseHandle;
let changes: Awaited<ReturnType<typeof installChangeLog>>;
const identities: Identity[] = [];
useTestApp((opened) => ({ test, database } = opened));

beforeAll(async () => {
  changes = await installChangeLog(database);
  identities.push({ name: 'signed out', cookies: {}, permissions: null, mustChangePassword: false });
  // Owner (every permission), agency, keyholder (no payments), owner who must set a new password.
  for (const userId of ['100001', '100002', '100003', '100005']) {
    const cookies = await signIn(test, userId);
    const profile = (await test.app.inject({ method: 'GET', url: '/api/profile', cookies })).json<{ permissions: string[]; requireNewPassword: boolean }>();
    identities.push({ name: userId, cookies, permissions: profile.permissions, mustChangePassword: profile.requireNewPassword });
  }
}, 120_000);

async function check(key: string, operation: Operation, identity: Identity, request: GeneratedRequest): Promise<void> {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = urlOf(path, request);
  await changes.reset();
  const response = await test.app.inject({
    method,
    url,
    // A visit that consented to statistics, so the telemetry routes are walked too.
    cookies: { ...identity.cookies, CONSENT: 'statistics=1&at=2026-11-20T09:00:00.000Z' },
    headers: headersOf(request),
    ...(request.body === undefined || method === 'GET' ? {} : { payload: JSON.stringify(request.body), headers: { ...headersOf(request), 'content-type': 'application/json' } }),
  });
  const where = `${identity.name}: ${method} ${url} ${JSON.stringify(request.body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  // The server parses with the described schemas: what does not fit them is refused as such.
  // (A limit checked before the body, such as the public form's per-IP one, may answer 429 first.)
  if (mayCall(operation, identity) && !fits(operation, request)) expect(operation.limited ? [400, 429] : [400], `does not fit the description, yet: ${where}`).toContain(response.statusCode);
  if (response.statusCode >= 400) {
    const body = ApiError.safeParse(response.json());
    expect(body.success, `error body not an ApiError: ${where}`).toBe(true);
    const documented = errorAnswersOf(key, operation)[response.statusCode];
    expect(documented, `status not in the description: ${where}`).toBeDefined();
    if (documented!.length > 0) expect(documented, `code not in the description: ${where}`).toContain(body.data!.code);
    const changed = (await changes.changedTables()).filter((table) => !BOOKKEEPING.has(table));
    expect(changed, `a refused request changed data: ${where}`).toEqual([]);
    // Access as described: signed out only public operations pass; a missing permission is refused.
    if (identity.permissions === null && operation.access !== 'public') expect([400, 401], where).toContain(response.statusCode);
  } else {
    if (identity.permissions === null) expect(operation.access, `a signed-out request passed: ${where}`).toBe('public');
    if (identity.permissions && operation.access !== 'public' && operation.access !== 'session') expect(identity.permissions, `passed without the permission: ${where}`).toContain(operation.access);
    if (identity.mustChangePassword && operation.access !== 'public') expect(['GET /api/profile', 'POST /api/profile/password'], where).toContain(key);
    expect(response.statusCode, where).toBe(operation.success.status);
    if (operation.success.schema) {
      const parsed = z.safeParse(operation.success.schema, response.json());
      expect(parsed.success, `success body not as described: ${where} ${parsed.error?.message.slice(0, 400)}`).toBe(true);
    }
  }
}

describe('contract fuzzer', () => {
  const timeout = 60_000 + RUNS * 60_000;
  for (const name of ['signed out', '100001', '100002', '100003', '100005']) {
    it(`walks every operation ${name === 'signed out' ? 'signed out' : `as ${name}`}`, async () => {
      const identity = identities.find((candidate) => candidate.name === name)!;
      for (const [key, operation] of Object.entries(operations)) {
        if (!walks(operation, identity)) continue;
        await fc.assert(
          fc.asyncProperty(requestOf(operation), (request) => check(key, operation, identity, request)),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      }
    }, timeout);
  }
});
