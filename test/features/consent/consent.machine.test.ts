import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type Consent, decidedConsent, UNDECIDED } from '../../../src/domain/consent';
import { type ConsentEvent, consentMachine } from '../../../src/features/consent/consent.machine';

const MORNING = '2026-11-22T08:00:00.000Z';
const EVENING = '2026-11-22T20:00:00.000Z';

function start({ local = UNDECIDED, server = UNDECIDED, now = EVENING }: { local?: Consent; server?: Consent; now?: string } = {}) {
  const stored: Consent[] = [];
  const pushed: Consent[] = [];
  const machine = consentMachine.provide({
    actors: {
      storeLocal: fromPromise(async ({ input }) => {
        const consent = decidedConsent(input.statistics, now);
        stored.push(consent);
        return consent;
      }),
      loadServer: fromPromise(async () => server),
      saveServer: fromPromise(async ({ input }) => void pushed.push(input.consent)),
    },
    actions: { keepLocally: (_, { consent }) => void stored.push(consent) },
  });
  const actor = createActor(machine, { input: { consent: local } }).start();
  return { actor, stored, pushed };
}

const dialogOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value.dialog;

describe('consent machine', () => {
  it('prompts on a first visit and stays undecided until a choice is saved', async () => {
    const { actor, stored } = start();
    expect(dialogOf(actor)).toBe('prompt');
    actor.send({ type: 'consent.choose' });
    expect(dialogOf(actor)).toBe('settings');
    actor.send({ type: 'consent.close' });
    expect(dialogOf(actor)).toBe('prompt');
    expect(actor.getSnapshot().context.consent).toEqual(UNDECIDED);
    expect(stored).toEqual([]);
  });

  it.each([
    ['consent.acceptAll', true],
    ['consent.rejectAll', false],
  ] as const)('%s saves in this browser and closes the prompt', async (type, statistics) => {
    const { actor, stored, pushed } = start();
    actor.send({ type });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(stored).toEqual([decidedConsent(statistics, EVENING)]);
    expect(actor.getSnapshot().context.consent.statistics).toBe(statistics);
    // A guest's decision stays in the browser.
    expect(pushed).toEqual([]);
  });

  it('starts closed for a decided visitor; the footer link reopens the settings, closing keeps the decision', () => {
    const { actor } = start({ local: decidedConsent(true, MORNING) });
    expect(dialogOf(actor)).toBe('closed');
    actor.send({ type: 'consent.open' });
    expect(dialogOf(actor)).toBe('settings');
    actor.send({ type: 'consent.close' });
    expect(dialogOf(actor)).toBe('closed');
    expect(actor.getSnapshot().context.consent).toEqual(decidedConsent(true, MORNING));
  });

  it('after login the newer server copy applies here and closes the prompt', async () => {
    const { actor, stored, pushed } = start({ server: decidedConsent(false, MORNING) });
    actor.send({ type: 'session.in' });
    await waitFor(actor, (s) => s.matches({ server: 'idle' }));
    expect(dialogOf(actor)).toBe('closed');
    expect(actor.getSnapshot().context.consent).toEqual(decidedConsent(false, MORNING));
    expect(stored).toEqual([decidedConsent(false, MORNING)]);
    expect(pushed).toEqual([]);
  });

  it("after login this browser's newer decision goes to the server, and so does every later save", async () => {
    const { actor, pushed } = start({ local: decidedConsent(true, EVENING), server: decidedConsent(false, MORNING), now: '2026-11-23T09:00:00.000Z' });
    actor.send({ type: 'session.in' });
    await waitFor(actor, (s) => s.matches({ server: 'idle' }) && pushed.length === 1);
    expect(pushed).toEqual([decidedConsent(true, EVENING)]);
    actor.send({ type: 'consent.open' });
    actor.send({ type: 'consent.save', statistics: false });
    await waitFor(actor, () => pushed.length === 2);
    expect(pushed[1]).toEqual(decidedConsent(false, '2026-11-23T09:00:00.000Z'));
    expect(actor.getSnapshot().context.consent.statistics).toBe(false);
  });

  it('after logout saves stay in the browser', async () => {
    const { actor, pushed } = start({ local: decidedConsent(true, EVENING) });
    actor.send({ type: 'session.in' });
    await waitFor(actor, (s) => s.matches({ server: 'idle' }) && pushed.length === 1);
    actor.send({ type: 'session.out' });
    actor.send({ type: 'consent.open' });
    actor.send({ type: 'consent.save', statistics: false });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(pushed).toHaveLength(1);
  });

  it('on every path: undecided exactly until a save or the server’s decision, and the server gets only decisions (model paths)', () => {
    const decided = (statistics: boolean, at: string) => decidedConsent(statistics, at);
    const events = [
      { type: 'consent.acceptAll' },
      { type: 'consent.rejectAll' },
      { type: 'consent.choose' },
      { type: 'consent.save', statistics: true },
      { type: 'consent.open' },
      { type: 'consent.close' },
      { type: 'session.in' },
      { type: 'session.out' },
      { type: 'xstate.done.actor.storeLocal', output: decided(true, EVENING) },
      { type: 'xstate.error.actor.storeLocal', error: new Error('storage') },
      { type: 'xstate.done.actor.loadServer', output: UNDECIDED },
      { type: 'xstate.done.actor.loadServer', output: decided(false, MORNING) },
      { type: 'xstate.error.actor.loadServer', error: new Error('offline') },
      { type: 'xstate.done.actor.saveServer' },
    ] as unknown as ConsentEvent[];
    const paths = getShortestPaths(consentMachine, { events, input: { consent: UNDECIDED }, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const dialog of ['prompt', 'settings', 'saving', 'closed']) for (const server of ['off', 'pulling', 'idle', 'pushing']) {
      // The server only gets decisions, and the prompt shows only before one.
      if (dialog === 'prompt' && server === 'pushing') continue;
      expect(reached, `${dialog}/${server}`).toContain(JSON.stringify({ dialog, server }));
    }
    for (const path of paths) {
      let everDecided = false;
      for (const step of path.steps) {
        const { consent } = step.state.context;
        if (consent.decided) everDecided = true;
        // Once decided, never undecided again.
        expect(consent.decided).toBe(everDecided);
        // The prompt shows only while undecided.
        if (step.state.matches({ dialog: 'prompt' })) expect(consent.decided).toBe(false);
        if (step.state.matches({ server: 'pushing' })) expect(consent.decided).toBe(true);
      }
    }
  });
});
