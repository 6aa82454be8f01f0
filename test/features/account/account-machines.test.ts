import type { StepUpStarted } from '../../../src/contract/step-up';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { changePhoneMachine } from '../../../src/features/account/change-phone.machine';
import { passkeyPromptMachine } from '../../../src/features/account/passkey-prompt.machine';
import { passkeySettingsMachine } from '../../../src/features/account/passkey-settings.machine';
import { stepUpMachine } from '../../../src/features/account/step-up.machine';
import { AuthenticatorError } from '../../../src/ports/passkey-authenticator';
import { confirmCodeMachine } from '../../../src/flows/confirm-code.machine';
import { GatewayError } from '../../../src/ports/gateway-error';

const http = (status: number, code: string, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra } as never);
const pending = <T,>() => new Promise<T>(() => {});
/** The code child, verifying with `verify`. */
const codeChild = (verify: (code: string) => Promise<unknown>) => confirmCodeMachine.provide({ actors: { verify: fromPromise(({ input }) => verify(input.code)) } });
/** Types a code into the code child of `actor` (a step-up or a phone change). */
const typeCode = (actor: { getSnapshot: () => unknown }, code: string) =>
  ((actor.getSnapshot() as { children: Record<string, unknown> }).children.confirmCode as { send: (event: { type: 'code.submit'; code: string }) => void }).send({ type: 'code.submit', code });

describe('step-up machine, model-based', () => {
  const events = [
    { type: 'stepUp.sendCode' },
    { type: 'stepUp.usePasskey' },
    { type: 'stepUp.cancel' },
    { type: 'xstate.done.actor.sendCode', output: { email: 'a***@example.com', factorDeliveryMethod: 'MDS' } },
    { type: 'xstate.error.actor.sendCode', error: http(429, 'too_many_requests') },
    { type: 'xstate.done.actor.confirmCode', output: { result: undefined } },
    { type: 'xstate.done.actor.usePasskey', output: undefined },
    { type: 'xstate.error.actor.usePasskey', error: new AuthenticatorError('cancelled') },
  ] as never[];
  for (const canUsePasskey of [true, false]) {
    const paths = getShortestPaths(stepUpMachine, {
      events,
      input: { canUsePasskey },
      serializeState: (s) => JSON.stringify([s.value, s.context.problem]),
    });
    it(`reaches done and cancelled ${canUsePasskey ? 'with' : 'without'} passkeys, busy only while calling`, () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toContain('"done"');
      expect(reached).toContain('"cancelled"');
      expect(reached.has('"usingPasskey"')).toBe(canUsePasskey);
      for (const path of paths) {
        const machine = stepUpMachine.provide({
          actors: { sendCode: fromPromise(() => pending()), confirmCode: codeChild(() => pending()), usePasskey: fromPromise(() => pending()) },
        });
        const actor = createActor(machine, { input: { canUsePasskey } }).start();
        for (const step of path.steps) {
          actor.send(step.event);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.hasTag('busy')).toBe(['sendingCode', 'usingPasskey'].includes(snapshot.value as string));
          // Waiting for the code is the code child's step, and only then.
          expect(snapshot.children.confirmCode !== undefined).toBe(snapshot.value === 'awaitingCode');
          if (snapshot.status === 'done') expect(snapshot.output).toEqual({ fresh: snapshot.value === 'done' });
        }
        actor.stop();
      }
    });
  }
});

describe('passkey settings machine', () => {
  it('steps up when the server asks, then adds the same passkey again', async () => {
    const calls: string[] = [];
    let first = true;
    const machine = passkeySettingsMachine.provide({
      actors: {
        addPasskey: fromPromise(async ({ input }) => {
          calls.push(input);
          if (first) {
            first = false;
            throw http(403, 'step_up_required');
          }
        }),
        stepUp: stepUpMachine.provide({
          actors: {
            sendCode: fromPromise<StepUpStarted>(async () => ({ email: 'a***@example.com', factorDeliveryMethod: 'MDS' })),
            confirmCode: codeChild(async () => {}),
          },
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.add', name: 'Laptop' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('steppingUp');
    const child = actor.getSnapshot().children.stepUp!;
    child.send({ type: 'stepUp.sendCode' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    typeCode(child, '123456');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.saved).toBe('added');
    expect(calls).toEqual(['Laptop', 'Laptop']);
  });

  it('drops the change when the step-up is cancelled, and names a refused passkey', async () => {
    const machine = passkeySettingsMachine.provide({
      actors: {
        removePasskey: fromPromise(async () => Promise.reject(http(403, 'step_up_required'))),
        addPasskey: fromPromise(async () => Promise.reject(http(409, 'passkey_exists'))),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'passkey.remove', id: 'p1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.getSnapshot().children.stepUp!.send({ type: 'stepUp.cancel' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'passkey.add', name: 'Again' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.problem).toBe('exists');
  });
});

describe('change-phone machine', () => {
  const stepUpByCode = (verified: string[]) =>
    stepUpMachine.provide({
      actors: {
        sendCode: fromPromise<StepUpStarted>(async () => ({ email: 'a***@example.com', factorDeliveryMethod: 'MDS' })),
        confirmCode: codeChild(async (code) => void verified.push(code)),
      },
    });

  it('steps up with a code (no passkey) when the server asks, then sends the same number again', async () => {
    const sent: string[] = [];
    const verified: string[] = [];
    const machine = changePhoneMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw http(403, 'step_up_required');
          return { to: '+•• •• ••• 1122' };
        }),
        stepUp: stepUpByCode(verified),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'phone.submit', mobileNumber: '+385 91 000 1122' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('steppingUp');
    const child = actor.getSnapshot().children.stepUp!;
    expect((child.getSnapshot() as { context: { canUsePasskey: boolean } }).context.canUsePasskey).toBe(false);
    child.send({ type: 'stepUp.sendCode' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    typeCode(child, '654321');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'idle' });
    expect(sent).toEqual(['+385 91 000 1122', '+385 91 000 1122']);
    expect(verified).toEqual(['654321']);
  });

  it('sends a new code to the same number on request, and confirms with the new code step', async () => {
    const sent: string[] = [];
    const verified: string[] = [];
    const machine = changePhoneMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => (sent.push(input), { to: `+•• ${sent.length}` })),
        confirmCode: codeChild(async (code) => {
          verified.push(code);
          if (verified.length === 1) throw http(400, 'code_expired');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'phone.submit', mobileNumber: '+385 91 000 1122' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    typeCode(actor, '111111');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const usedUp = actor.getSnapshot().children.confirmCode!;
    expect((usedUp.getSnapshot() as { context: { problem: string } }).context.problem).toBe('code_expired');
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.sentTo).toBe('+•• 2');
    expect(actor.getSnapshot().children.confirmCode).not.toBe(usedUp);
    typeCode(actor, '222222');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual(['+385 91 000 1122', '+385 91 000 1122']);
    expect(verified).toEqual(['111111', '222222']);
  });

  it('goes back to the number when the step-up is cancelled, without sending again', async () => {
    const sent: string[] = [];
    const machine = changePhoneMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          sent.push(input);
          throw http(403, 'step_up_required');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'phone.submit', mobileNumber: '+385 91 000 1122' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.getSnapshot().children.stepUp!.send({ type: 'stepUp.cancel' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('passkey prompt machine, model-based', () => {
  const paths = getShortestPaths(passkeyPromptMachine, {
    events: [
      { type: 'prompt.setUp' },
      { type: 'prompt.later' },
      { type: 'prompt.never' },
      { type: 'xstate.done.actor.check', output: true },
      { type: 'xstate.done.actor.check', output: false },
      { type: 'xstate.done.actor.neverRemind', output: undefined },
    ] as never[],
  });
  it('ends hidden on every path and opens the setup only on "set up"', () => {
    for (const path of paths) {
      const opened: string[] = [];
      const machine = passkeyPromptMachine.provide({
        actors: { check: fromPromise(() => pending<boolean>()), neverRemind: fromPromise(() => pending<void>()) },
        actions: { openSetup: () => void opened.push('setup') },
      });
      const actor = createActor(machine).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(opened.length).toBe(path.steps.filter((step) => step.event.type === 'prompt.setUp').length);
      actor.stop();
    }
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['checking', 'offered', 'savingChoice', 'hidden']));
  });
});
