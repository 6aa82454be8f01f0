import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type FeedbackBannerEvent, feedbackBannerMachine } from '../../../src/features/feedback-banner/feedback-banner.machine';

function start({ due = true, saved = true }: { due?: boolean; saved?: boolean } = {}) {
  const sent: { rating: number; comment: string }[] = [];
  const recorded: boolean[] = [];
  const machine = feedbackBannerMachine.provide({
    actors: {
      loadState: fromPromise(async () => ({ due })),
      sendRating: fromPromise(async ({ input }) => {
        sent.push(input);
        return saved;
      }),
      recordClose: fromPromise(async ({ input }) => void recorded.push(input.feedbackGiven)),
    },
  });
  const actor = createActor(machine).start();
  return { actor, sent, recorded };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('feedback banner machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 30 s after start when due, not before', async () => {
    const { actor } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('asks the server whether it is due once, at 30 s: a score given meanwhile (the inbox survey) keeps it closed', async () => {
    let asked = 0;
    const loadState = fromPromise<{ due: boolean }>(async () => {
      asked++;
      return { due: false };
    });
    const actor = createActor(feedbackBannerMachine.provide({ actors: { loadState } })).start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toBe(1);
    expect(actor.getSnapshot().value).toBe('notDue');
  });

  it('stays closed when the server cannot say whether it is due', async () => {
    const machine = feedbackBannerMachine.provide({ actors: { loadState: fromPromise(async () => Promise.reject(new Error('offline'))) } });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe('notDue');
  });

  it('never opens when not due', async () => {
    const { actor } = start({ due: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('notDue');
  });

  it('asks for a score before sending, sends it with the trimmed comment, thanks and closes 5 s later, recording feedback', async () => {
    const { actor, sent, recorded } = start();
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'rating.submit' });
    expect(actor.getSnapshot().context.problem).toBe('missing');
    expect(sent).toEqual([]);
    actor.send({ type: 'rating.choose', rating: 9 });
    actor.send({ type: 'comment.change', comment: '  Fast payouts ' });
    actor.send({ type: 'rating.submit' });
    await settle();
    expect(sent).toEqual([{ rating: 9, comment: 'Fast payouts' }]);
    expect(actor.getSnapshot().matches({ open: 'closingSoon' })).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(recorded).toEqual([true]);
  });

  it('keeps the banner open with the error when the score was not saved (false)', async () => {
    const { actor, recorded } = start({ saved: false });
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'rating.choose', rating: 3 });
    actor.send({ type: 'rating.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ open: 'asking' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('notSent');
    actor.send({ type: 'banner.close' });
    await settle();
    expect(recorded).toEqual([false]);
  });

  it('logout closes it without recording a close', async () => {
    const { actor, recorded } = start();
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'session.out' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(recorded).toEqual([]);
  });

  it('records feedback given only after a saved score, on every path (model paths)', () => {
    const events: FeedbackBannerEvent[] = [
      { type: 'rating.choose', rating: 5 },
      { type: 'comment.change', comment: 'ok' },
      { type: 'rating.submit' },
      { type: 'banner.close' },
      { type: 'session.out' },
      { type: 'xstate.after.30000.feedbackBanner.waiting' } as unknown as FeedbackBannerEvent,
      { type: 'xstate.done.actor.0.feedbackBanner.checking', output: { due: true } } as unknown as FeedbackBannerEvent,
      { type: 'xstate.done.actor.0.feedbackBanner.checking', output: { due: false } } as unknown as FeedbackBannerEvent,
      { type: 'xstate.done.actor.0.feedbackBanner.open.sending', output: true } as unknown as FeedbackBannerEvent,
      { type: 'xstate.done.actor.0.feedbackBanner.open.sending', output: false } as unknown as FeedbackBannerEvent,
      { type: 'xstate.after.5000.feedbackBanner.open.closingSoon' } as unknown as FeedbackBannerEvent,
    ];
    const paths = getShortestPaths(feedbackBannerMachine, { events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['"waiting"', '"checking"', '"notDue"', '"recording"', '"loggedOut"', '{"open":"asking"}', '{"open":"sending"}', '{"open":"closingSoon"}']) {
      expect(reached).toContain(state);
    }
    for (const path of paths) {
      let saved = false;
      for (const step of path.steps) {
        if (step.state.matches({ open: 'closingSoon' })) saved = true;
        expect(step.state.context.feedbackGiven).toBe(saved);
        if (step.state.matches('open') && path.steps.indexOf(step) > 0) {
          expect(path.steps.some((s) => (s.event.type as string) === 'xstate.after.30000.feedbackBanner.waiting')).toBe(true);
        }
      }
    }
  });
});
