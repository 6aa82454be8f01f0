import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type LiveEventsEvent, liveEventsMachine } from '../../../src/features/live-events/live-events.machine';

function start() {
  const opened: number[] = [];
  let closed = 0;
  let report: ((event: LiveEventsEvent) => void) | null = null;
  const notified: string[] = [];
  let refetched = 0;
  let expired = 0;
  const machine = liveEventsMachine.provide({
    actors: {
      stream: fromCallback<LiveEventsEvent>(({ sendBack }) => {
        opened.push(Date.now());
        report = sendBack;
        return () => void (closed += 1);
      }),
    },
    actions: { notify: (_, { id }) => void notified.push(id), refetch: () => void (refetched += 1), expire: () => void (expired += 1) },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    opened,
    notified,
    closedCount: () => closed,
    refetchCount: () => refetched,
    expiredCount: () => expired,
    report: (e: LiveEventsEvent) => report?.(e),
  };
}

describe('live events machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens when logged in and passes notifications on', () => {
    const { actor, opened, notified, report } = start();
    expect(opened).toHaveLength(0);
    actor.send({ type: 'session.in' });
    expect(opened).toHaveLength(1);
    report({ type: 'stream.notification', id: 'n1' });
    expect(notified).toEqual(['n1']);
  });

  it('closes on an error and reconnects after 5 s while logged in', () => {
    const { actor, opened, closedCount, report } = start();
    actor.send({ type: 'session.in' });
    report({ type: 'stream.error' });
    expect(closedCount()).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('refetches the lists on resync, and after reopening a failed stream (events may have been missed)', () => {
    const { actor, notified, refetchCount, report } = start();
    actor.send({ type: 'session.in' });
    expect(refetchCount()).toBe(0);
    report({ type: 'stream.resync' });
    expect(refetchCount()).toBe(1);
    expect(notified).toEqual([]);
    report({ type: 'stream.error' });
    vi.advanceTimersByTime(5_000);
    expect(refetchCount()).toBe(2);
  });

  it('does not reconnect after logout, and closes the stream on logout', () => {
    const { actor, opened, closedCount, report } = start();
    actor.send({ type: 'session.in' });
    report({ type: 'stream.error' });
    actor.send({ type: 'session.out' });
    vi.advanceTimersByTime(10_000);
    expect(opened).toHaveLength(1);
    actor.send({ type: 'session.in' });
    actor.send({ type: 'session.out' });
    expect(closedCount()).toBe(2);
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('ends the session when the server refuses the stream with 401, and does not reopen it', () => {
    const { actor, opened, closedCount, expiredCount, report } = start();
    actor.send({ type: 'session.in' });
    report({ type: 'stream.unauthorized' });
    expect(expiredCount()).toBe(1);
    expect(closedCount()).toBe(1);
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'route.changed' });
    expect(opened).toHaveLength(1);
  });

  it('reopens on a route change after login', () => {
    const { actor, opened } = start();
    actor.send({ type: 'session.in' });
    actor.send({ type: 'session.out' });
    actor.send({ type: 'session.in' });
    expect(opened).toHaveLength(2);
    actor.send({ type: 'route.changed' });
    expect(opened).toHaveLength(2);
  });

  it('never has the stream open while logged out (model paths)', () => {
    const events: LiveEventsEvent[] = [
      { type: 'session.in' },
      { type: 'session.out' },
      { type: 'route.changed' },
      { type: 'stream.error' },
      { type: 'stream.notification', id: 'x' },
      { type: 'stream.resync' },
      { type: 'stream.unauthorized' },
      { type: 'xstate.after.5000.liveEvents.waiting' } as unknown as LiveEventsEvent,
    ];
    const paths = getShortestPaths(liveEventsMachine, { events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['closed', 'open', 'waiting']));
    for (const path of paths) {
      for (const step of path.steps) if (!step.state.context.loggedIn) expect(step.state.value).not.toBe('open');
    }
  });
});
