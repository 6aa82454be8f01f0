import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ApiErrorCode } from '../../src/contract/api-error';
import { VERIFICATION_TRIES } from '../../src/domain/constants';
import { type ConfirmCodeEvent, confirmCodeMachine } from '../../src/flows/confirm-code.machine';
import { GatewayError } from '../../src/ports/gateway-error';

const httpError = (status: number, code: ApiErrorCode, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra });

// What a person types and what the server can answer.
const modelEvents = [
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: '12345' },
  { type: 'xstate.done.actor.verify', output: 'confirmed' },
  { type: 'xstate.error.actor.verify', error: httpError(400, 'invalid_code', { triesLeft: 1 }) },
  { type: 'xstate.error.actor.verify', error: httpError(400, 'invalid_code', { triesLeft: 0 }) },
  { type: 'xstate.error.actor.verify', error: httpError(400, 'no_tries_left', { triesLeft: 0 }) },
  { type: 'xstate.error.actor.verify', error: httpError(400, 'code_expired') },
  { type: 'xstate.error.actor.verify', error: httpError(404, 'not_found') },
  { type: 'xstate.error.actor.verify', error: httpError(429, 'too_many_requests', { retryAfter: 60 }) },
  { type: 'xstate.error.actor.verify', error: new Error('offline') },
] as unknown as ConfirmCodeEvent[];

// The server's answers only while a code is being checked (elsewhere no actor could send them).
const events = (s: { matches: (state: 'verifying') => boolean }) => modelEvents.filter((e) => e.type === 'code.submit' || s.matches('verifying'));
const serializeState = (s: { value: unknown; context: { problem: unknown; triesLeft: number } }) => JSON.stringify([s.value, s.context.problem, s.context.triesLeft]);
const input = { changeId: 'c1' };

describe('confirm-code machine, model-based', () => {
  const paths = getShortestPaths(confirmCodeMachine, { input, events, serializeState });

  it('reaches every problem and the confirmed end', () => {
    const problems = new Set(paths.map((p) => p.state.context.problem));
    for (const problem of ['malformed', 'invalid_code', 'code_expired', 'no_tries_left', 'too_many_requests', 'failed']) expect(problems).toContain(problem);
    expect(paths.some((p) => p.state.status === 'done')).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type + ('code' in s.event ? `(${String(s.event.code)})` : '')).join(' → ') || '(start)', p] as const))(
    'replays %s on a live actor',
    (_, path) => {
      const verified: string[] = [];
      const machine = confirmCodeMachine.provide({ actors: { verify: fromPromise(async ({ input: { code } }) => (verified.push(code), new Promise(() => {}))) } });
      const actor = createActor(machine, { input }).start();
      for (const step of path.steps) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        // Only six digits are sent, and never once the code is used up.
        if (step.event.type === 'code.submit') {
          const sent = after.matches('verifying');
          expect(sent).toBe(/^\d{6}$/.test((step.event as { code: string }).code) && before.context.triesLeft > 0 && !['code_expired', 'no_tries_left'].includes(before.context.problem ?? ''));
        }
        expect(after.hasTag('busy')).toBe(after.matches('verifying'));
        expect(after.context.triesLeft).toBeLessThanOrEqual(VERIFICATION_TRIES);
      }
      actor.stop();
    },
  );
});

describe('confirm-code machine, simple paths to the end', () => {
  it('ends confirmed only through a verified code, with its answer as output', () => {
    const ends = getSimplePaths(confirmCodeMachine, { input, events, serializeState }).filter((p) => p.state.status === 'done');
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) expect(end.steps.at(-1)!.event.type).toBe('xstate.done.actor.verify');
  });

  it('gives the parent what verify answered', async () => {
    const machine = confirmCodeMachine.provide({ actors: { verify: fromPromise(async ({ input: { changeId, code } }) => `${changeId}:${code}`) } });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'code.submit', code: '654321' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().output).toEqual({ result: 'c1:654321' });
  });
});
