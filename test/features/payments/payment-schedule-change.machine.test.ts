import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ApiErrorCode } from '../../../src/contract/api-error';
import type { ChangeStarted, ScheduleChanged } from '../../../src/contract/payments';
import { paymentScheduleChangeMachine, type ScheduleChangeEvent } from '../../../src/features/payments/payment-schedule-change.machine';
import { confirmCodeMachine } from '../../../src/flows/confirm-code.machine';
import { GatewayError } from '../../../src/ports/gateway-error';

const httpError = (status: number, code: ApiErrorCode, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra });
const started: ChangeStarted = { changeId: '11111111-1111-4111-8111-111111111111', sentTo: 'a***@example.com', factorDeliveryMethod: 'MDS' };
const changed: ScheduleChanged = { schedule: 'Quarterly', effectiveFrom: '2026-07-11' };

// What a person does and what the calls can answer (each answer only where its actor runs).
const person = [
  { type: 'schedule.choose', schedule: 'Monthly' },
  { type: 'schedule.choose', schedule: 'Quarterly' },
  { type: 'schedule.back' },
  { type: 'schedule.confirm' },
  { type: 'code.resend' },
  { type: 'schedule.restart' },
];
const requestAnswers = [
  { type: 'xstate.done.actor.requestCode', output: started },
  { type: 'xstate.error.actor.requestCode', error: httpError(429, 'too_many_requests', { retryAfter: 600 }) },
  { type: 'xstate.error.actor.requestCode', error: new Error('offline') },
];
const events = (s: { matches: (value: never) => boolean }) =>
  [
    ...person,
    ...(s.matches({ PaymentScheduleConfirmation: 'sending' } as never) || s.matches({ PaymentSchedule2fa: 'resending' } as never) ? requestAnswers : []),
    ...(s.matches('PaymentSchedule2fa' as never) ? [{ type: 'xstate.done.actor.confirmCode', output: { result: changed } }] : []),
  ] as unknown as ScheduleChangeEvent[];

const pending = <T,>() => new Promise<T>(() => {});
const silent = () => {
  const applied: ScheduleChanged[] = [];
  const machine = paymentScheduleChangeMachine.provide({
    actors: { requestCode: fromPromise(() => pending<ChangeStarted>()), confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(() => pending()) } }) },
    actions: { changed: (_, result) => void applied.push(result) },
  });
  return { machine, applied };
};

const paths = getShortestPaths(paymentScheduleChangeMachine, {
  input: { current: 'Monthly' },
  events,
  serializeState: (s) => JSON.stringify([s.value, s.context.problem, s.context.chosen]),
});

describe('payout schedule change machine, model-based', () => {
  it('goes through the three steps of the specification', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      '"PaymentScheduleChange"',
      '{"PaymentScheduleConfirmation":"reviewing"}',
      '{"PaymentScheduleConfirmation":"sending"}',
      '{"PaymentSchedule2fa":"entering"}',
      '{"PaymentSchedule2fa":"resending"}',
      '"done"',
    ]) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))('replays %s on a live actor', (_, path) => {
    const { machine, applied } = silent();
    const actor = createActor(machine, { input: { current: 'Monthly' } }).start();
    for (const step of path.steps) {
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      // The current schedule is never chosen again; a code is only asked for a chosen schedule.
      expect(after.context.chosen).not.toBe('Monthly');
      // The code step always has its code child, for the change the server named.
      if (after.matches('PaymentSchedule2fa')) expect((after.children.confirmCode?.getSnapshot() as { context: { changeId: string } }).context.changeId).toBe(started.changeId);
      expect(after.hasTag('busy')).toBe(after.matches({ PaymentScheduleConfirmation: 'sending' }) || after.matches({ PaymentSchedule2fa: 'resending' }));
    }
    if (actor.getSnapshot().status === 'done') expect(applied).toEqual([changed]);
    else expect(applied).toEqual([]);
    actor.stop();
  });
});

describe('payout schedule change machine, with gateways', () => {
  it('sends the chosen schedule, then the code, and ends with the new schedule', async () => {
    const calls: string[] = [];
    const machine = paymentScheduleChangeMachine.provide({
      actors: {
        requestCode: fromPromise(async ({ input }) => (calls.push(`request:${input.schedule}`), started)),
        confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(async ({ input }) => (calls.push(`verify:${input.changeId}:${input.code}`), changed)) } }),
      },
    });
    const actor = createActor(machine, { input: { current: 'Monthly' } }).start();
    actor.send({ type: 'schedule.choose', schedule: 'Quarterly' });
    actor.send({ type: 'schedule.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.sentTo).toBe('a***@example.com');
    actor.getSnapshot().children.confirmCode!.send({ type: 'code.submit', code: '654321' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['request:Quarterly', `verify:${started.changeId}:654321`]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.current).toBe('Quarterly');
  });
});
