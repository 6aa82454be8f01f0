import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ApiErrorCode } from '../../../src/contract/api-error';
import type { LoginResponse, ResendResponse, VerifyResponse } from '../../../src/contract/auth';
import type { LoginEvent } from '../../../src/features/login/login-context';
import { loginMachine } from '../../../src/features/login/login.machine';
import { GatewayError } from '../../../src/ports/gateway-error';
import { AuthenticatorError } from '../../../src/ports/passkey-authenticator';

const response = (over: Partial<LoginResponse> = {}): LoginResponse => ({
  success: true,
  email: 'o***@example.com',
  factorDeliveryMethod: 'MDS',
  noEmail: false,
  token: 'attempt-1',
  contactId: 'c1',
  secondaryContacts: [{ contactId: 'c2', name: 'Ana', email: 'a***@example.com' }],
  ...over,
});
const httpError = (status: number, code: ApiErrorCode, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra });

// Events of the model: what a person does, and what the invoked actors can answer.
const modelEvents = [
  { type: 'credentials.submit', userID: '100001', password: 'secret', returnTo: null },
  { type: 'code.submit', code: '123456' },
  { type: 'code.resend' },
  { type: 'code.resend', contactId: 'c2' },
  { type: 'login.restart' },
  {
    type: 'attempt.resume',
    attempt: { userID: '100001', returnTo: null, token: 'attempt-0', maskedAddress: 'o***@example.com', factorDeliveryMethod: 'MDS', contactId: 'c1', secondaryContacts: [], triesLeft: 2 },
  },
  { type: 'xstate.done.actor.login', output: response() },
  { type: 'xstate.done.actor.login', output: response({ noEmail: true, factorDeliveryMethod: 'NO_FACTOR', email: null }) },
  { type: 'xstate.error.actor.login', error: httpError(401, 'invalid_credentials') },
  { type: 'xstate.error.actor.login', error: httpError(429, 'too_many_requests', { retryAfter: 120 }) },
  { type: 'xstate.done.actor.verify', output: { success: true, username: 'Owner', requireNewPassword: false } },
  { type: 'xstate.error.actor.verify', error: httpError(400, 'invalid_code', { triesLeft: 2 }) },
  { type: 'xstate.error.actor.verify', error: httpError(401, 'no_tries_left', { triesLeft: 0 }) },
  { type: 'xstate.error.actor.verify', error: httpError(401, 'login_expired') },
  { type: 'xstate.done.actor.resend', output: { success: true, email: 'a***@example.com', factorDeliveryMethod: 'MDS', contactId: 'c2' } },
  { type: 'xstate.error.actor.resend', error: new Error('offline') },
  { type: 'passkey.autofill', returnTo: null },
  { type: 'passkey.signIn', returnTo: '/inbox' },
  { type: 'xstate.done.actor.passkeyAutofill', output: { success: true, username: 'Owner', requireNewPassword: false } },
  { type: 'xstate.error.actor.passkeyAutofill', error: new AuthenticatorError('cancelled') },
  { type: 'xstate.error.actor.passkeyAutofill', error: new AuthenticatorError('failed') },
  { type: 'xstate.done.actor.passkeyLogin', output: { success: true, username: 'Owner', requireNewPassword: false } },
  { type: 'xstate.error.actor.passkeyLogin', error: new AuthenticatorError('cancelled') },
  { type: 'xstate.error.actor.passkeyLogin', error: httpError(401, 'invalid_credentials') },
] as unknown as LoginEvent[];

const pending = <T,>() => new Promise<T>(() => {});

/** The machine with IO that never answers on its own: the model feeds the answers as events. */
const silent = () => {
  const shown: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(() => pending<LoginResponse>()),
      verify: fromPromise(() => pending<VerifyResponse>()),
      resend: fromPromise(() => pending<ResendResponse>()),
      passkeyLogin: fromPromise(() => pending<VerifyResponse>()),
    },
    actions: {
      showTwoFactor: () => void shown.push('/2fa'),
      showNoFactor: () => void shown.push('/authentication-error'),
      showLogin: () => void shown.push('/login'),
    },
  });
  return { machine, shown };
};

const paths = getShortestPaths(loginMachine, {
  events: modelEvents,
  serializeState: (s) => JSON.stringify([s.value, s.context.triesLeft, s.context.problem, s.context.resent]),
  stopWhen: (s) => s.context.triesLeft < 0,
});

describe('login machine, model-based', () => {
  it('reaches every state of the flow', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['editing', 'watchingAutofill', 'passkeySigningIn', 'submitting', 'noFactor', 'awaitingCode', 'verifying', 'resending', 'verified']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))('replays %s on a live actor', (_, path) => {
    const { machine, shown } = silent();
    const actor = createActor(machine).start();
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      // Tries never grow except with a new code, a kept attempt resumed or a flow started over;
      // they never go below zero.
      const type: string = step.event.type;
      if (type !== 'xstate.done.actor.login' && type !== 'xstate.done.actor.resend' && type !== 'attempt.resume' && after.value !== 'editing') {
        expect(after.context.triesLeft).toBeLessThanOrEqual(before.context.triesLeft);
      }
      expect(after.context.triesLeft).toBeGreaterThanOrEqual(0);
      // With no tries left, a code is never sent for verification.
      if (step.event.type === 'code.submit' && before.context.triesLeft === 0) expect(after.matches('verifying')).toBe(false);
      // Busy exactly while a call is under way.
      expect(after.hasTag('busy')).toBe(['submitting', 'verifying', 'resending', 'passkeySigningIn'].includes(after.value as string));
      // The autofill watch starts only when the view asks for it, never by itself (a watch that
      // restarted on its own end would ask the browser again and again).
      if (after.matches('watchingAutofill')) expect(step.event.type).toBe('passkey.autofill');
      // Leaving the watch stops its actor: a passkey dialog never runs next to it.
      if (after.matches('passkeySigningIn')) expect(Object.keys(after.children)).toEqual(['passkeyLogin']);
    }
    if (actor.getSnapshot().matches('noFactor')) expect(shown.at(-1)).toBe('/authentication-error');
    if (actor.getSnapshot().matches('awaitingCode') && path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.login')) expect(shown).toContain('/2fa');
    actor.stop();
  });
});

describe('login machine, with gateways', () => {
  const flow = (verify: () => Promise<unknown>) => {
    const calls: string[] = [];
    const machine = loginMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => (calls.push(`login:${input.userID}`), response())),
        verify: fromPromise(async ({ input }) => (calls.push(`verify:${input.code}`), verify() as never)),
        resend: fromPromise(async ({ input }) => (calls.push(`resend:${input.contactId ?? 'default'}`), { success: true, email: 'x', factorDeliveryMethod: 'AWS' as const, contactId: input.contactId ?? 'c1' })),
      },
    });
    return { actor: createActor(machine).start(), calls };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('signs in with a correct code and outputs where to return', async () => {
    const { actor, calls } = flow(async () => ({ success: true, username: 'O', requireNewPassword: false }));
    actor.send({ type: 'credentials.submit', userID: ' 100001 ', password: 'pw', returnTo: '/inbox' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ token: 'attempt-1', maskedAddress: 'o***@example.com', triesLeft: 3 });
    actor.send({ type: 'code.submit', code: '111111' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ returnTo: '/inbox' });
    expect(calls).toEqual(['login:100001', 'verify:111111']);
  });

  it('counts down wrong codes from the server and refuses at zero', async () => {
    let left = 3;
    const { actor, calls } = flow(async () => {
      left -= 1;
      throw httpError(400, 'invalid_code', { triesLeft: left });
    });
    actor.send({ type: 'credentials.submit', userID: '100001', password: 'pw', returnTo: null });
    await settle();
    for (const expected of [2, 1, 0]) {
      actor.send({ type: 'code.submit', code: '000000' });
      await settle();
      expect(actor.getSnapshot().context).toMatchObject({ triesLeft: expected, problem: 'invalid_code' });
    }
    actor.send({ type: 'code.submit', code: '000000' });
    await settle();
    expect(actor.getSnapshot().context.problem).toBe('no_tries_left');
    expect(calls.filter((c) => c.startsWith('verify'))).toHaveLength(3);
    actor.send({ type: 'code.resend', contactId: 'c2' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ triesLeft: 3, resent: true, contactId: 'c2', problem: null });
  });

  it('says how long to wait after too many attempts', async () => {
    const machine = loginMachine.provide({ actors: { login: fromPromise(async () => Promise.reject(httpError(429, 'too_many_requests', { retryAfter: 90 }))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'credentials.submit', userID: '1', password: 'x', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('too_many_requests'));
    expect(actor.getSnapshot().context.retryAfter).toBe(90);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('says when codes cannot be sent at all (no provider for the channel), not that the password was wrong', async () => {
    const machine = loginMachine.provide({ actors: { login: fromPromise(async () => Promise.reject(httpError(503, 'delivery_unavailable'))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'credentials.submit', userID: '1', password: 'x', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('delivery_unavailable'));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('treats an unreachable server as a network problem', async () => {
    const machine = loginMachine.provide({ actors: { login: fromPromise(async () => Promise.reject(new TypeError('Failed to fetch'))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'credentials.submit', userID: '1', password: 'x', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('network'));
  });
});

describe('login machine, passkeys', () => {
  it('stopping the autofill watch aborts its signal, so its ceremony never starts late', async () => {
    const signals: { autofill: boolean; signal: AbortSignal }[] = [];
    const machine = loginMachine.provide({
      actors: {
        passkeyLogin: fromPromise(({ input, signal }) => {
          signals.push({ autofill: input.autofill, signal });
          return pending<VerifyResponse>();
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.autofill', returnTo: null });
    actor.send({ type: 'passkey.signIn', returnTo: null });
    expect(signals.map((s) => [s.autofill, s.signal.aborted])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('a watch the browser ends at once goes back to the form and is not restarted', async () => {
    let watches = 0;
    const machine = loginMachine.provide({
      actors: {
        passkeyLogin: fromPromise<VerifyResponse, { autofill: boolean }>(async () => {
          watches += 1;
          throw new AuthenticatorError('unsupported');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.autofill', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    await new Promise((r) => setTimeout(r, 10));
    expect(watches).toBe(1);
    // The owner did nothing: the form shows no error.
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a passkey picked from the autofill and refused by the server says that it did not work', async () => {
    const machine = loginMachine.provide({
      actors: {
        passkeyLogin: fromPromise<VerifyResponse, { autofill: boolean }>(async () => {
          throw new GatewayError({ kind: 'http', status: 400, code: 'invalid_request' });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.autofill', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('passkey_failed'));
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a watch that cannot reach the server (no signal) goes back to the form and says nothing about passkeys', async () => {
    const machine = loginMachine.provide({
      actors: {
        passkeyLogin: fromPromise<VerifyResponse, { autofill: boolean }>(async () => {
          throw new GatewayError({ kind: 'network', message: 'Failed to fetch (portal.example)' });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.autofill', returnTo: null });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
