import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { LOCALE_SWITCH_SPINNER_MS } from '../../../src/domain/constants';
import { localeSwitchMachine } from '../../../src/features/shell/locale-switch.machine';

function start(outcome: 'loads' | 'fails') {
  const applied: string[] = [];
  const machine = localeSwitchMachine.provide({
    actors: {
      applyLocale: fromPromise(async ({ input }) => {
        if (outcome === 'fails') throw new Error('catalog unreachable');
        applied.push(input.locale);
      }),
    },
  });
  return { actor: createActor(machine).start(), applied };
}

describe('locale switch machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays busy while the catalog loads and for the spinner time after, then is idle', async () => {
    const { actor, applied } = start('loads');
    actor.send({ type: 'locale.choose', locale: 'de' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual(['de']);
    await vi.advanceTimersByTimeAsync(LOCALE_SWITCH_SPINNER_MS - 1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('warns after a failed switch until the owner dismisses it or a new switch succeeds', async () => {
    const { actor } = start('fails');
    actor.send({ type: 'locale.choose', locale: 'de' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failed).toBe(true);
    actor.send({ type: 'warning.dismiss' });
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('clears an earlier warning once a switch succeeds', async () => {
    let fail = true;
    const actor = createActor(
      localeSwitchMachine.provide({
        actors: {
          applyLocale: fromPromise(async () => {
            if (fail) throw new Error('offline');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'locale.choose', locale: 'fr' });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    actor.send({ type: 'locale.choose', locale: 'fr' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('every state is reachable by a path of events (model)', () => {
    const paths = getShortestPaths(localeSwitchMachine, {
      events: [
        { type: 'locale.choose', locale: 'de' },
        { type: 'warning.dismiss' },
        // What the invoked loader answers.
        { type: 'xstate.done.actor.applyLocale' },
        { type: 'xstate.error.actor.applyLocale', error: new Error('offline') },
      ] as never,
      serializeState: (state) => `${JSON.stringify(state.value)}:${state.context.failed}`,
    });
    const reached = new Set(paths.map((path) => `${JSON.stringify(path.state.value)}:${path.state.context.failed}`));
    expect(reached).toEqual(new Set(['"idle":false', '"switching":false', '"settling":false', '"idle":true', '"switching":true']));
  });
});
