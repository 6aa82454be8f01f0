import { fromPromise, setup } from 'xstate';

/**
 * The passkey prompt after login (§4): `check` answers whether to offer it (domain
 * shouldOfferPasskey over the browser's support and the server's preference). "Later" hides it
 * for now, "don't remind me" stores the choice for the owner, "set up" opens the passkey page.
 */
export const passkeyPromptMachine = setup({
  types: { events: {} as { type: 'prompt.setUp' } | { type: 'prompt.later' } | { type: 'prompt.never' } },
  actors: {
    check: fromPromise<boolean>(() => Promise.reject(new Error('check not provided'))),
    neverRemind: fromPromise<void>(() => Promise.reject(new Error('neverRemind not provided'))),
  },
  actions: { openSetup: () => {} },
}).createMachine({
  id: 'passkeyPrompt',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        onDone: [{ guard: ({ event }) => event.output, target: 'offered' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    offered: {
      on: {
        'prompt.setUp': { target: 'hidden', actions: 'openSetup' },
        'prompt.later': 'hidden',
        'prompt.never': 'savingChoice',
      },
    },
    savingChoice: {
      tags: ['busy'],
      invoke: { id: 'neverRemind', src: 'neverRemind', onDone: 'hidden', onError: 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
