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
      { type: 'reset.submit', form: { password: 'a long passphrase', confirmation: 'a long passphrase' } },
      { type: 'reset.submit', form: { password: 'short', confirmation: 'other' } },
      { type: 'xstate.done.actor.reset', output: undefined },
      { type: 'xstate.error.actor.reset', error: http(410, 'link_expired') },
      { type: 'xstate.error.actor.reset', error: http(400, 'password_common') },
    ] as never[],
    serializeState: (s) => JSON.stringify([s.value, s.context.errors]),
  });
  it('reaches done and the 410 page, and never sends an invalid form', () => {
    const reached = new Set(paths.map((p) => p.state.value));
    expect(reached).toEqual(new Set(['editing', 'saving', 'done', 'gone']));
    for (const path of paths) {
      const sentPasswords: string[] = [];
      const machine = resetPasswordMachine.provide({
        actors: { reset: fromPromise(({ input }) => (sentPasswords.push(input.password), pending<void>())) },
      });
      const actor = createActor(machine, { input: { id: 'link' } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(sentPasswords.every((password) => password.length >= 8)).toBe(true);
    }
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
