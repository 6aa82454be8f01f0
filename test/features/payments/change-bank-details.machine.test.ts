import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ApiErrorCode } from '../../../src/contract/api-error';
import type { BankChangeStatus, BankDetailsRequest, ChangeStarted } from '../../../src/contract/payments';
import { type BankDetailsEvent, changeBankDetailsMachine, STATUS_POLL_MS } from '../../../src/features/payments/change-bank-details.machine';
import { confirmCodeMachine } from '../../../src/flows/confirm-code.machine';
import { GatewayError } from '../../../src/ports/gateway-error';

const httpError = (status: number, code: ApiErrorCode, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra });
const request: BankDetailsRequest = { iban: 'DE02 1203 0000 0000 2020 51', accountHolder: 'Adria Alpen GmbH' };
const started: ChangeStarted = { changeId: 'c1', sentTo: 'o***@example.com', factorDeliveryMethod: 'MDS' };
const status = (s: BankChangeStatus['status']): BankChangeStatus => ({ changeId: 'c1', status: s, reason: null, iban: 'DE02120300000000202051' });

// What a person does and what the calls can answer; each answer only where its actor runs.
const person = [{ type: 'details.submit', request }, { type: 'code.resend' }];
const answers: Record<string, object[]> = {
  sending: [
    { type: 'xstate.done.actor.requestCode', output: started },
    { type: 'xstate.error.actor.requestCode', error: httpError(400, 'invalid_request', { fieldErrors: { iban: ['invalid_value'] } }) },
    { type: 'xstate.error.actor.requestCode', error: httpError(429, 'too_many_requests') },
    { type: 'xstate.error.actor.requestCode', error: new Error('offline') },
  ],
  awaitingCode: [
    { type: 'xstate.done.actor.confirmCode', output: { result: status('IN_PROGRESS') } },
    { type: 'xstate.done.actor.confirmCode', output: { result: status('SUCCESSFUL') } },
  ],
  resending: [
    { type: 'xstate.done.actor.requestCode', output: { ...started, changeId: 'c2' } },
    { type: 'xstate.error.actor.requestCode', error: httpError(429, 'too_many_requests') },
  ],
  waiting: [{ type: 'xstate.after.poll.changeBankDetails.checking.waiting' }],
  asking: [
    { type: 'xstate.done.actor.checkStatus', output: status('IN_PROGRESS') },
    { type: 'xstate.done.actor.checkStatus', output: status('FAILED') },
    { type: 'xstate.error.actor.checkStatus', error: new Error('offline') },
  ],
};
const events = (s: { matches: (value: never) => boolean }) =>
  [
    ...person,
    ...(s.matches('sending' as never) ? answers.sending! : []),
    ...(s.matches('awaitingCode' as never) ? answers.awaitingCode! : []),
    ...(s.matches({ awaitingCode: 'resending' } as never) ? answers.resending! : []),
    ...(s.matches({ checking: 'waiting' } as never) ? answers.waiting! : []),
    ...(s.matches({ checking: 'asking' } as never) ? answers.asking! : []),
  ] as BankDetailsEvent[];

const paths = getShortestPaths(changeBankDetailsMachine, {
  events,
  serializeState: (s) => JSON.stringify([s.value, s.context.problem, s.context.refused, s.context.changeId, s.context.status?.status]),
});

const pending = <T,>() => new Promise<T>(() => {});

describe('bank-details change machine, model-based', () => {
  it('goes from the details through the code to the end of the check', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"editing"', '"sending"', '{"awaitingCode":"idle"}', '{"awaitingCode":"resending"}', '{"checking":"waiting"}', '{"checking":"asking"}', '"done"']) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays %s on a live actor', (_, path) => {
    const changed = vi.fn();
    const machine = changeBankDetailsMachine.provide({
      actors: {
        requestCode: fromPromise(() => pending<ChangeStarted>()),
        confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(() => pending()) } }),
        checkStatus: fromPromise(() => pending<BankChangeStatus>()),
      },
      actions: { changed },
    });
    const actor = createActor(machine).start();
    for (const step of path.steps) {
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      // A code step always has its code child, for the change the server named last.
      if (after.matches('awaitingCode')) expect((after.children.confirmCode?.getSnapshot() as { context: { changeId: string } }).context.changeId).toBe(after.context.changeId);
      // The check is asked for only while it runs; a problem and refused fields never show together.
      if (after.matches({ checking: 'waiting' })) expect(after.context.status?.status).toBe('IN_PROGRESS');
      if (after.context.refused.length > 0) expect(after.context.problem).toBeNull();
      expect(after.hasTag('busy')).toBe(after.matches('sending') || after.matches({ awaitingCode: 'resending' }));
    }
    // The payment data changed exactly when a code confirmed the change.
    expect(changed).toHaveBeenCalledTimes(path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.confirmCode') ? 1 : 0);
    actor.stop();
  });
});

describe('bank-details change machine, with gateways', () => {
  it('sends the details, confirms the code and asks for the check until it ends', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const answers = [status('IN_PROGRESS'), status('SUCCESSFUL')];
      const machine = changeBankDetailsMachine.provide({
        actors: {
          requestCode: fromPromise(async ({ input }) => (calls.push(`request:${input.accountHolder}`), started)),
          confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(async ({ input }) => (calls.push(`verify:${input.changeId}:${input.code}`), status('IN_PROGRESS'))) } }),
          checkStatus: fromPromise(async ({ input }) => (calls.push(`status:${input}`), answers.shift()!)),
        },
      });
      const actor = createActor(machine).start();
      actor.send({ type: 'details.submit', request });
      await vi.advanceTimersByTimeAsync(0);
      actor.getSnapshot().children.confirmCode!.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ checking: 'waiting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 2);
      expect(calls).toEqual(['request:Adria Alpen GmbH', 'verify:c1:123456', 'status:c1', 'status:c1']);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.status?.status).toBe('SUCCESSFUL');
    } finally {
      vi.useRealTimers();
    }
  });
});
