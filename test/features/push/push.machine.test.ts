import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pushMachine, type PushStatus } from '../../../src/features/push/push.machine';

function start(status: PushStatus, answer: 'subscribed' | 'denied' | Error = 'subscribed') {
  const machine = pushMachine.provide({
    actors: {
      status: fromPromise(async () => status),
      subscribe: fromPromise(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      unsubscribe: fromPromise(async () => {}),
    },
  });
  return createActor(machine).start();
}
const at = async (actor: ReturnType<typeof start>, state: string) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('push machine', () => {
  it('says so where the browser has no push', async () => {
    await at(start({ supported: false, permission: 'denied', subscribed: false }), 'unsupported');
  });

  it('switches on with permission, and off again', async () => {
    const actor = start({ supported: true, permission: 'default', subscribed: false });
    await at(actor, 'off');
    actor.send({ type: 'push.enable' });
    await at(actor, 'on');
    actor.send({ type: 'push.disable' });
    await at(actor, 'off');
  });

  it('ends in denied when the person refuses, and can check again', async () => {
    const actor = start({ supported: true, permission: 'default', subscribed: false }, 'denied');
    await at(actor, 'off');
    actor.send({ type: 'push.enable' });
    await at(actor, 'denied');
    actor.send({ type: 'push.recheck' });
    await at(actor, 'off');
  });

  it('stays off with a message when subscribing fails', async () => {
    const actor = start({ supported: true, permission: 'granted', subscribed: false }, new Error('push service down'));
    await at(actor, 'off');
    actor.send({ type: 'push.enable' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failed).toBe(true));
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('knows an existing subscription', async () => {
    await at(start({ supported: true, permission: 'granted', subscribed: true }), 'on');
  });
});
