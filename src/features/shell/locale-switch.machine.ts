import { assign, fromPromise, setup } from 'xstate';
import { LOCALE_SWITCH_SPINNER_MS } from '../../domain/constants';
import type { UiLocale } from '../../domain/enumerations';

/**
 * Switching the interface language (spec 4, "Shell behaviour"): the spinner shows while the
 * catalog loads and for 400 ms more, then clears. `applyLocale` loads, activates and remembers.
 * A failed switch keeps the old language and raises a warning (spec 8) until dismissed or retried.
 */
export const localeSwitchMachine = setup({
  types: {
    context: {} as { failed: boolean },
    events: {} as { type: 'locale.choose'; locale: UiLocale } | { type: 'warning.dismiss' },
  },
  actors: {
    applyLocale: fromPromise<void, { locale: UiLocale }>(() => Promise.reject(new Error('applyLocale not provided'))),
  },
}).createMachine({
  id: 'localeSwitch',
  context: { failed: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'locale.choose': 'switching',
        'warning.dismiss': { actions: assign({ failed: false }) },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'applyLocale',
        src: 'applyLocale',
        input: ({ event }) => ({ locale: (event as { locale: UiLocale }).locale }),
        onDone: { target: 'settling', actions: assign({ failed: false }) },
        onError: { target: 'idle', actions: assign({ failed: true }) },
      },
    },
    settling: {
      tags: ['busy'],
      after: { [LOCALE_SWITCH_SPINNER_MS]: 'idle' },
    },
  },
});
