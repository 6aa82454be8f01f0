import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { requestLinkMachine } from '../../../src/features/recovery/request-link.machine';
import { resetPasswordMachine, validateResetForm } from '../../../src/features/recovery/reset-password.machine';
import { GatewayError } from '../../../src/ports/gateway-error';
import { assertProperty } from '../../support/fast-check';

const http = (status: number, code: string, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra } as never);
const pending = <T,>() => new Promise<T>(() => {});

describe('request-link machine, model-based', () => {
  const paths = getShortestPaths(requestLinkMachine, {
    events: [
      { type: 'request.submit', value: '100001' },
      { type: 'xstate.done.actor.request', output: undefined },
      { type: 'xstate.error.actor.request', error: http(429, 'too_many_requests', { retryAfter: 90 }) },
      { type: 'xstate.error.actor.request', error: new Error('offline') },
    ] as never[],
    serializeState: (s) => JSON.stringify([s.value, s.context.problem]),
  });
  it('sends and shows success only after the server accepted; a refusal says why', () => {
    for (const path of paths) {
      const sent: string[] = [];
      const actor = createActor(requestLinkMachine.provide({ actors: { request: fromPromise(() => pending<void>()) }, actions: { sent: () => void sent.push('x') } })).start();
      for (const step of path.steps) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(sent.length).toBe(snapshot.value === 'sent' ? 1 : 0);
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'sending');
    }
    expect(paths.some((p) => p.state.context.problem === 'too_many_requests')).toBe(true);
  });
});

describe('reset-password machine', () => {
  const paths = getShortestPaths(resetPasswordMachine, {
    input: { id: 'link' },
    events: [
      { type: 'xstate.done.actor.checkLink', output: undefined },
      { type: 'xstate.error.actor.checkLink', error: http(410, 'link_expired') },
      { type: 'xstate.error.actor.checkLink', error: new Error('offline') },
      { type: 'reset.submit', form: { password: 'a long passphrase', confirmation: 'a long passphrase' } },
      { type: 'reset.submit', form: { password: 'short', confirmation: 'other' } },
      { type: 'xstate.done.actor.reset', output: undefined },
      { type: 'xstate.error.actor.reset', error: http(410, 'link_expired') },
      { type: 'xstate.error.actor.reset', error: http(400, 'password_common') },
      { type: 'xstate.error.actor.reset', error: http(400, 'password_unchanged') },
    ] as never[],
    serializeState: (s) => JSON.stringify([s.value, s.context.errors]),
  });
  it('reaches done and the 410 page, and never sends an invalid form', () => {
    const reached = new Set(paths.map((p) => p.state.value));
    expect(reached).toEqual(new Set(['checking', 'editing', 'saving', 'done', 'gone']));
    for (const path of paths) {
      const sentPasswords: string[] = [];
      const machine = resetPasswordMachine.provide({
        actors: { reset: fromPromise(({ input }) => (sentPasswords.push(input.password), pending<void>())), checkLink: fromPromise(() => pending<void>()) },
      });
      const actor = createActor(machine, { input: { id: 'link' } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(sentPasswords.every((password) => password.length >= 8)).toBe(true);
    }
  });

  it('asks about the link on arrival: a dead one shows the 410 page before anything is typed (issue 29, point 7)', async () => {
    const asked: string[] = [];
    const dead = createActor(resetPasswordMachine.provide({ actors: { checkLink: fromPromise(async ({ input }) => (asked.push(input.id), Promise.reject(http(410, 'link_expired')))) } }), { input: { id: 'used-link' } }).start();
    expect(dead.getSnapshot().hasTag('checking')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dead.getSnapshot().value).toBe('gone');
    expect(asked).toEqual(['used-link']);
    // Offline or any other failure: the form shows, the save will tell.
    const offline = createActor(resetPasswordMachine.provide({ actors: { checkLink: fromPromise(() => Promise.reject(new Error('offline'))) } }), { input: { id: 'link' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offline.getSnapshot().value).toBe('editing');
  });

  it('says so when the new password is the current one', async () => {
    const actor = createActor(
      resetPasswordMachine.provide({ actors: { checkLink: fromPromise<void, { id: string }>(async () => {}), reset: fromPromise(() => Promise.reject(http(400, 'password_unchanged'))) } }),
      { input: { id: 'link' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'reset.submit', form: { password: 'the old passphrase', confirmation: 'the old passphrase' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'unchanged' });
  });

  it('validates like a password change: 8..64 characters, both the same', () => {
    assertProperty(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (password, confirmation) => {
        const errors = validateResetForm({ password, confirmation });
        const length = [...password].length;
        expect(errors.password === undefined).toBe(length >= 8 && length <= 64);
        expect(errors.confirmation === undefined).toBe(password === confirmation);
      }),
    );
  });
});
