import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type InstallBannerState, type InstallMethod, installBannerVisible, installMethod } from '../../domain/install-banner';

export type InstallBannerEvent =
  /** The browser offers its install prompt (Chromium's beforeinstallprompt). */
  | { type: 'prompt.available' }
  | { type: 'banner.install' }
  /** Close for now: hidden for 1080 h. */
  | { type: 'banner.close' }
  /** Never show it again on this device. */
  | { type: 'banner.dismiss' }
  | { type: 'app.installed' };

export interface InstallBannerContext {
  readonly method: InstallMethod;
}

/**
 * The install banner (spec 2, 4, 9): shown by the domain's rule (iOS 14+ or Android 11+, not the
 * installed app, not dismissed for good, not closed in the last 1080 h). Where the browser has an
 * install prompt the banner waits for it and offers it; iOS, which has none, gets the steps to add
 * the portal to the home screen. Closing hides it for 1080 h, dismissing for good; both are
 * remembered on the device.
 */
export const installBannerMachine = setup({
  types: { context: {} as InstallBannerContext, events: {} as InstallBannerEvent },
  actors: {
    loadState: fromPromise<InstallBannerState>(async () => {
      throw new Error('not provided');
    }),
    promptAvailability: fromCallback<InstallBannerEvent>(() => () => {}),
    installedWatch: fromCallback<InstallBannerEvent>(() => () => {}),
    showPrompt: fromPromise<'accepted' | 'dismissed'>(async () => 'dismissed'),
    recordClose: fromPromise<void>(async () => {}),
    recordDismissal: fromPromise<void>(async () => {}),
  },
  guards: {
    byPrompt: ({ context }) => context.method === 'prompt',
  },
}).createMachine({
  id: 'installBanner',
  context: { method: 'prompt' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: [
          {
            guard: ({ event }) => installBannerVisible(event.output),
            target: 'deciding',
            actions: assign({ method: ({ event }) => installMethod(event.output.userAgentInfo) }),
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    deciding: {
      always: [{ guard: 'byPrompt', target: 'awaitingPrompt' }, { target: 'offering' }],
    },
    awaitingPrompt: {
      description: 'Chromium: the banner shows once the browser can prompt.',
      invoke: { id: 'promptAvailability', src: 'promptAvailability' },
      on: { 'prompt.available': 'offering' },
    },
    offering: {
      invoke: { id: 'installedWatch', src: 'installedWatch' },
      on: {
        'banner.install': { guard: 'byPrompt', target: 'installing' },
        'banner.close': 'recordingClose',
        'banner.dismiss': 'recordingDismissal',
        'app.installed': 'installed',
      },
    },
    installing: {
      invoke: {
        id: 'showPrompt',
        src: 'showPrompt',
        onDone: [{ guard: ({ event }) => event.output === 'accepted', target: 'installed' }, { target: 'recordingClose' }],
        onError: 'recordingClose',
      },
    },
    recordingClose: {
      description: 'Hidden for 1080 h.',
      invoke: { id: 'recordClose', src: 'recordClose', onDone: 'hidden', onError: 'hidden' },
    },
    recordingDismissal: {
      invoke: { id: 'recordDismissal', src: 'recordDismissal', onDone: 'hidden', onError: 'hidden' },
    },
    installed: { type: 'final' },
    hidden: { type: 'final' },
  },
});
