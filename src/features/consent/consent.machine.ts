import { assign, fromPromise, raise, setup } from 'xstate';
import { type Consent, effectiveConsent, UNDECIDED } from '../../domain/consent';

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** From the prompt: open the settings to choose per purpose. */
  | { type: 'consent.choose' }
  | { type: 'consent.save'; statistics: boolean }
  /** The footer's cookie settings link. */
  | { type: 'consent.open' }
  | { type: 'consent.close' }
  | { type: 'session.in' }
  | { type: 'session.out' };

type InternalEvent = { type: 'consent.saved' } | { type: 'consent.synced' };

export interface ConsentContext {
  /** The decision in force (this browser's, or the owner's from the server after login). */
  readonly consent: Consent;
  /** What the visitor is saving. */
  readonly pending: boolean;
}

/**
 * Cookie consent (spec 4: undecided until saved; spec 9: key CONSENT). Two regions:
 * - `dialog`: a first visit shows the prompt (accept all, reject all, choose); choosing opens the
 *   settings; saving stores the decision in this browser; the footer link reopens the settings.
 * - `server`: while an owner is signed in their decision is also kept on the server so it follows
 *   them: at login the newer of the two copies wins (domain `effectiveConsent`) and is written to
 *   the other side; each later save goes to the server too. Server failures never block the visitor.
 */
export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent | InternalEvent, input: {} as { consent: Consent } },
  actors: {
    /** Stamps the decision with the time and stores it in this browser. */
    storeLocal: fromPromise<Consent, { statistics: boolean }>(async () => UNDECIDED),
    /** The owner's copy on the server (UNDECIDED when there is none). */
    loadServer: fromPromise<Consent>(async () => UNDECIDED),
    saveServer: fromPromise<void, { consent: Consent }>(async () => {}),
  },
  actions: {
    /** Writes a decision that came from the server into this browser. */
    keepLocally: (_, _params: { consent: Consent }) => {},
  },
  guards: {
    decided: ({ context }) => context.consent.decided,
  },
}).createMachine({
  id: 'consent',
  type: 'parallel',
  context: ({ input }) => ({ consent: input.consent, pending: false }),
  states: {
    dialog: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'decided', target: 'closed' }, { target: 'prompt' }] },
        prompt: {
          description: 'First visit: nothing is collected until a choice is saved.',
          on: {
            'consent.acceptAll': { target: 'saving', actions: assign({ pending: true }) },
            'consent.rejectAll': { target: 'saving', actions: assign({ pending: false }) },
            'consent.choose': 'settings',
            'consent.synced': { guard: 'decided', target: 'closed' },
          },
        },
        settings: {
          on: {
            'consent.save': { target: 'saving', actions: assign({ pending: ({ event }) => event.statistics }) },
            'consent.close': [{ guard: 'decided', target: 'closed' }, { target: 'prompt' }],
          },
        },
        saving: {
          invoke: {
            id: 'storeLocal',
            src: 'storeLocal',
            input: ({ context }) => ({ statistics: context.pending }),
            onDone: { target: 'closed', actions: [assign({ consent: ({ event }) => event.output }), raise({ type: 'consent.saved' })] },
            onError: 'settings',
          },
        },
        closed: { on: { 'consent.open': 'settings' } },
      },
    },
    server: {
      initial: 'off',
      on: { 'session.out': '.off' },
      states: {
        off: { on: { 'session.in': 'pulling' } },
        pulling: {
          invoke: {
            id: 'loadServer',
            src: 'loadServer',
            onDone: [
              {
                description: 'The server copy is the newer decision: it applies here too.',
                guard: ({ context, event }) => event.output.decided && effectiveConsent(context.consent, event.output) === event.output,
                target: 'idle',
                actions: [assign({ consent: ({ event }) => event.output }), { type: 'keepLocally', params: ({ event }) => ({ consent: event.output }) }, raise({ type: 'consent.synced' })],
              },
              { description: "This browser's decision is newer: the server gets it.", guard: 'decided', target: 'pushing' },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
        idle: { on: { 'consent.saved': 'pushing', 'session.in': 'pulling' } },
        pushing: {
          on: { 'consent.saved': { target: 'pushing', reenter: true } },
          invoke: { id: 'saveServer', src: 'saveServer', input: ({ context }) => ({ consent: context.consent }), onDone: 'idle', onError: 'idle' },
        },
      },
    },
  },
});
