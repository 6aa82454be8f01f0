import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../ports/gateway-error';
import { problemOf } from '../../ports/problem-of';
import { needsStepUp } from './passkey-settings.machine';
import { stepUpMachine } from './step-up.machine';

export type SaveProblem = 'invalid' | 'not_found' | 'already_yours' | 'too_many_requests' | 'failed';

interface Context {
  /** The value being saved (kept while the owner steps up). */
  pending: unknown;
  problem: SaveProblem | null;
  /** Field problems the server found: dotted path → contract issue codes. */
  fieldErrors: Record<string, string[]>;
  saved: boolean;
  canUsePasskey: boolean;
}

/**
 * Saving a profile form (address, notifications, legal data). When the server asks for a fresh
 * second factor (403 step_up_required) the step-up runs as a child and the same value is saved
 * again. Validation happens in the view with the contract's schema; the server's field errors
 * come back in `fieldErrors`.
 */
export const saveFormMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { canUsePasskey?: boolean } | undefined,
    events: {} as { type: 'form.submit'; value: unknown } | { type: 'form.edit' },
  },
  actors: {
    save: fromPromise<void, unknown>(() => Promise.reject(new Error('save not provided'))),
    stepUp: stepUpMachine,
  },
  actions: { saved: () => {} },
  guards: { needsStepUp, fresh: ({ event }) => (event as { output?: { fresh: boolean } }).output?.fresh === true },
}).createMachine({
  id: 'saveForm',
  context: ({ input }) => ({ pending: null, problem: null, fieldErrors: {}, saved: false, canUsePasskey: input?.canUsePasskey ?? false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': { target: 'saving', actions: assign(({ event }) => ({ pending: event.value, problem: null, fieldErrors: {}, saved: false })) },
        'form.edit': { actions: assign({ saved: false }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }: { context: Context }) => context.pending,
        onDone: { target: 'editing', actions: [assign({ saved: true, pending: null }), 'saved'] },
        onError: [
          { guard: 'needsStepUp', target: 'steppingUp' },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const failure = failureOf(event.error);
              if (failure.kind === 'http' && failure.status === 400 && failure.fieldErrors) return { problem: 'invalid' as const, fieldErrors: failure.fieldErrors };
              return { problem: problemOf(event.error, ['not_found', 'already_yours']).problem, fieldErrors: {} };
            }),
          },
        ],
      },
    },
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => ({ canUsePasskey: context.canUsePasskey }),
        onDone: [{ guard: 'fresh', target: 'saving' }, { target: 'editing' }],
      },
    },
  },
});
