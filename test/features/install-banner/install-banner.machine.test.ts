import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InstallBannerState } from '../../../src/domain/install-banner';
import { type InstallBannerEvent, installBannerMachine } from '../../../src/features/install-banner/install-banner.machine';

const nowMs = Date.parse('2026-11-23T10:00:00Z');
const HOUR_MS = 3_600_000;
const state = (overrides: Partial<InstallBannerState> = {}): InstallBannerState => ({
  closedAtMs: null,
  dismissedPermanently: false,
  isStandalone: false,
  userAgentInfo: { os: 'android', major: 14 },
  nowMs,
  ...overrides,
});

function start(loaded: InstallBannerState, { outcome = 'accepted' as 'accepted' | 'dismissed', promptNow = true } = {}) {
  const log: string[] = [];
  let offer: (() => void) | null = null;
  const machine = installBannerMachine.provide({
    actors: {
      loadState: fromPromise(async () => loaded),
      promptAvailability: fromCallback<InstallBannerEvent>(({ sendBack }) => {
        offer = () => sendBack({ type: 'prompt.available' });
        if (promptNow) offer();
      }),
      showPrompt: fromPromise<'accepted' | 'dismissed'>(async () => (log.push('prompt'), outcome)),
      recordClose: fromPromise<void>(async () => void log.push('close')),
      recordDismissal: fromPromise<void>(async () => void log.push('dismiss')),
    },
  });
  return { actor: createActor(machine).start(), log, offer: () => offer?.() };
}

const settled = (actor: ReturnType<typeof start>['actor'], value: 'hidden' | 'offering' | 'awaitingPrompt' | 'installed') => waitFor(actor, (s) => s.matches(value), { timeout: 1000 });

describe('install banner machine', () => {
  it('on Android waits for the browser prompt, then offers it; an accepted install ends the banner', async () => {
    const { actor, log, offer } = start(state(), { promptNow: false });
    await settled(actor, 'awaitingPrompt');
    offer();
    expect(actor.getSnapshot().value).toBe('offering');
    actor.send({ type: 'banner.install' });
    await settled(actor, 'installed');
    expect(log).toEqual(['prompt']);
  });

  it('a dismissed browser prompt counts as a close (hidden for 1080 h)', async () => {
    const { actor, log } = start(state(), { outcome: 'dismissed' });
    await settled(actor, 'offering');
    actor.send({ type: 'banner.install' });
    await settled(actor, 'hidden');
    expect(log).toEqual(['prompt', 'close']);
  });

  it('on iOS offers the home-screen steps at once and has no install button to press', async () => {
    const { actor, log } = start(state({ userAgentInfo: { os: 'ios', major: 17 } }), { promptNow: false });
    await settled(actor, 'offering');
    expect(actor.getSnapshot().context.method).toBe('instructions');
    actor.send({ type: 'banner.install' });
    expect(actor.getSnapshot().value).toBe('offering');
    actor.send({ type: 'banner.dismiss' });
    await settled(actor, 'hidden');
    expect(log).toEqual(['dismiss']);
  });

  it('stays hidden on old systems, in the installed app, after a permanent dismissal or a close less than 1080 h ago', async () => {
    for (const loaded of [
      state({ userAgentInfo: { os: 'ios', major: 13 } }),
      state({ userAgentInfo: { os: 'android', major: 10 } }),
      state({ userAgentInfo: { os: 'other', major: null } }),
      state({ isStandalone: true }),
      state({ dismissedPermanently: true }),
      state({ closedAtMs: nowMs - 1079 * HOUR_MS }),
    ]) {
      const { actor } = start(loaded);
      await settled(actor, 'hidden');
    }
    const { actor } = start(state({ closedAtMs: nowMs - 1080 * HOUR_MS }));
    await settled(actor, 'offering');
  });

  it('records exactly the owner’s choice on every path, and never shows without the rule’s consent (model paths)', () => {
    const events: InstallBannerEvent[] = [
      { type: 'prompt.available' },
      { type: 'banner.install' },
      { type: 'banner.close' },
      { type: 'banner.dismiss' },
      { type: 'app.installed' },
      ...[state(), state({ userAgentInfo: { os: 'ios', major: 16 } }), state({ dismissedPermanently: true })].map(
        (output) => ({ type: 'xstate.done.actor.loadState', output }) as unknown as InstallBannerEvent,
      ),
      { type: 'xstate.done.actor.showPrompt', output: 'accepted' } as unknown as InstallBannerEvent,
      { type: 'xstate.done.actor.showPrompt', output: 'dismissed' } as unknown as InstallBannerEvent,
      { type: 'xstate.done.actor.recordClose' } as unknown as InstallBannerEvent,
      { type: 'xstate.done.actor.recordDismissal' } as unknown as InstallBannerEvent,
    ];
    const paths = getShortestPaths(installBannerMachine, { events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    const reached = new Set(paths.map((path) => JSON.stringify([path.state.value, path.state.context.method])));
    for (const expected of [
      ['awaitingPrompt', 'prompt'],
      ['offering', 'prompt'],
      ['offering', 'instructions'],
      ['installing', 'prompt'],
      ['recordingClose', 'prompt'],
      ['recordingDismissal', 'instructions'],
      ['installed', 'prompt'],
      ['hidden', 'prompt'],
    ]) {
      expect(reached).toContain(JSON.stringify(expected));
    }
    for (const path of paths) {
      const types = path.steps.map((step) => step.event.type as string);
      if (path.state.matches('installing')) expect(path.state.context.method).toBe('prompt');
      if (path.state.matches('recordingDismissal')) expect(types.at(-1)).toBe('banner.dismiss');
      if (path.state.matches('offering') && path.state.context.method === 'prompt') expect(types).toContain('prompt.available');
    }
  });
});
