import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type OfflineStatusEvent, offlineStatusMachine } from '../../../src/features/offline/offline-status.machine';

function start() {
  let refreshes = 0;
  let send: (event: OfflineStatusEvent) => void = () => {};
  const actor = createActor(
    offlineStatusMachine.provide({
      actors: {
        signals: fromCallback<OfflineStatusEvent>(({ sendBack }) => void (send = sendBack)),
        refreshAll: fromPromise<void>(async () => void refreshes++),
      },
    }),
  ).start();
  return { actor, signal: (event: OfflineStatusEvent) => send(event), refreshes: () => refreshes };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offline status machine', () => {
  it('an offline copy on screen makes it offline, as of the oldest copy shown', () => {
    const { actor, signal } = start();
    signal({ type: 'answer.fresh' });
    expect(actor.getSnapshot().value).toBe('online');
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T08:00:00.000Z' });
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T07:30:00.000Z' });
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T09:00:00.000Z' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context.asOf).toBe('2026-11-23T07:30:00.000Z');
  });

  it('a refused change is said until dismissed; back online every query is refreshed and the marks go', async () => {
    const { actor, signal, refreshes } = start();
    signal({ type: 'write.refused' });
    expect(actor.getSnapshot().context).toEqual({ asOf: null, writeRefused: true });
    signal({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.writeRefused).toBe(false);
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T08:00:00.000Z' });
    signal({ type: 'network.back' });
    expect(actor.getSnapshot().context).toEqual({ asOf: null, writeRefused: false });
    await tick();
    expect(actor.getSnapshot().value).toBe('online');
    expect(refreshes()).toBe(1);
  });

  it('a copy shown while refreshing (the connection is still gone) goes back to offline', () => {
    const { actor, signal } = start();
    signal({ type: 'network.lost' });
    expect(actor.getSnapshot().context.asOf).toBeNull();
    signal({ type: 'answer.fresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T08:00:00.000Z' });
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('never marks copies while online, and shows the refused change only offline (model paths)', () => {
    const events: OfflineStatusEvent[] = [
      { type: 'copy.shown', fetchedAt: '2026-11-23T08:00:00.000Z' },
      { type: 'copy.shown', fetchedAt: '2026-11-23T07:00:00.000Z' },
      { type: 'answer.fresh' },
      { type: 'write.refused' },
      { type: 'network.lost' },
      { type: 'network.back' },
      { type: 'notice.dismiss' },
      { type: 'xstate.done.actor.refreshAll' } as unknown as OfflineStatusEvent,
    ];
    const paths = getShortestPaths(offlineStatusMachine, { events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(['offline', 'online', 'refreshing']);
    for (const path of paths) {
      for (const step of [...path.steps.map((s) => s.state), path.state]) {
        if (!step.matches('offline')) expect(step.context).toEqual({ asOf: null, writeRefused: false });
      }
      const copies = path.steps.filter((s) => s.event.type === 'copy.shown').map((s) => (s.event as { fetchedAt: string }).fetchedAt);
      if (path.state.context.asOf !== null) expect(copies).toContain(path.state.context.asOf);
    }
  });
});
