import { assign, fromPromise, setup } from 'xstate';
import { LOCALE_SWITCH_SPINNER_MS } from '../../domain/constants';
import type { UiLocale } from '../../domain/enumerations';

/**
 * Switching the interface language (spec 4, "Shell behaviour"): the spinner shows while the
 * catalog loads and for 400 ms more, then clears. `applyLocale` loads, activates and remembers.
 */
export const localeSwitchMachine = setup({
  types: {
    context: {} as { failed: boolean },
    events: {} as { type: 'locale.choose'; locale: UiLocale },
  },
  actors: {
    applyLocale: fromPromise<void, { locale: UiLocale }>(() => Promise.reject(new Error('applyLocale not provided'))),
  },
}).createMachine({
  id: 'localeSwitch',
  context: { failed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'locale.choose': 'switching' } },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'applyLocale',
        src: 'applyLocale',
        input: ({ event }) => ({ locale: event.locale }),
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
