import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { shouldRefresh } from '../../../src/domain/pull-to-refresh';
import { type PullToRefreshEvent, pullToRefreshMachine } from '../../../src/features/pull-to-refresh/pull-to-refresh.machine';

function start(iosPwa = false) {
  let refreshes = 0;
  const actor = createActor(
    pullToRefreshMachine.provide({
      guards: { pastThreshold: ({ context }) => shouldRefresh(context.distance, { iosPwa }) },
      actors: { refresh: fromPromise<void>(async () => void refreshes++) },
    }),
  ).start();
  return { actor, refreshes: () => refreshes };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pull-to-refresh machine', () => {
  it('a pull from the top past 60 px (120 px of finger, damped by half) refreshes on release', async () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'touch.start', y: 100, atTop: true });
    actor.send({ type: 'touch.move', y: 210 });
    expect(actor.getSnapshot().value).toBe('pulling');
    expect(actor.getSnapshot().context.distance).toBe(55);
    actor.send({ type: 'touch.move', y: 220 });
    expect(actor.getSnapshot().value).toBe('releasing');
    actor.send({ type: 'touch.move', y: 500 });
    expect(actor.getSnapshot().context.distance).toBe(80);
    actor.send({ type: 'touch.end' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await tick();
    expect(refreshes()).toBe(1);
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.distance).toBe(0);
  });

  it('letting go before the threshold, or a pull not at the top of the page, does nothing', async () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'touch.start', y: 100, atTop: false });
    actor.send({ type: 'touch.move', y: 400 });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'touch.start', y: 100, atTop: true });
    actor.send({ type: 'touch.move', y: 200 });
    actor.send({ type: 'touch.end' });
    await tick();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(refreshes()).toBe(0);
  });

  it('in the iOS installed app the release distance is 75 px', () => {
    const { actor } = start(true);
    actor.send({ type: 'touch.start', y: 0, atTop: true });
    actor.send({ type: 'touch.move', y: 140 });
    expect(actor.getSnapshot().value).toBe('pulling');
    actor.send({ type: 'touch.move', y: 150 });
    expect(actor.getSnapshot().value).toBe('releasing');
  });

  it('refreshes only after a release past the threshold, on every path (model paths)', () => {
    const events: PullToRefreshEvent[] = [
      { type: 'touch.start', y: 0, atTop: true },
      { type: 'touch.start', y: 0, atTop: false },
      { type: 'touch.move', y: 60 },
      { type: 'touch.move', y: 130 },
      { type: 'touch.move', y: -20 },
      { type: 'touch.end' },
      { type: 'xstate.done.actor.refresh' } as unknown as PullToRefreshEvent,
    ];
    const paths = getShortestPaths(pullToRefreshMachine, { events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['pending', 'pulling', 'releasing', 'refreshing']));
    for (const path of paths) {
      const states = [...path.steps.map((step) => step.state), path.state];
      for (const [i, state] of states.entries()) {
        expect(state.context.distance).toBeLessThanOrEqual(80);
        if (state.matches('refreshing') && i > 0 && !states[i - 1]!.matches('refreshing')) expect(states[i - 1]!.matches('releasing')).toBe(true);
        if (state.matches('releasing')) expect(state.context.distance).toBeGreaterThanOrEqual(60);
      }
    }
  });
});
