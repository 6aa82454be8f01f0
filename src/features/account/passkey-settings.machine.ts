import { assign, fromPromise, setup } from 'xstate';
import { AuthenticatorError } from '../../ports/passkey-authenticator';
import { failureOf } from '../../ports/gateway-error';
import { stepUpMachine } from './step-up.machine';

export type PasskeyProblem = 'cancelled' | 'unsupported' | 'exists' | 'rejected' | 'failed';

/** A change that needs a fresh second factor, kept while the owner steps up. */
type Pending = { kind: 'add'; name: string } | { kind: 'remove'; id: string };

interface Context {
  pending: Pending | null;
  problem: PasskeyProblem | null;
  /** The last change that worked (the view announces it). */
  saved: 'added' | 'renamed' | 'removed' | null;
  hasPasskeys: boolean;
}

export type PasskeySettingsEvent =
  | { type: 'passkey.add'; name: string }
  | { type: 'passkey.remove'; id: string }
  | { type: 'passkey.rename'; id: string; name: string }
  | { type: 'passkeys.loaded'; count: number };

function problemOf(error: unknown): PasskeyProblem {
  if (error instanceof AuthenticatorError) return error.problem === 'cancelled' ? 'cancelled' : error.problem === 'unsupported' ? 'unsupported' : 'failed';
  const failure = failureOf(error);
  if (failure.kind === 'http' && failure.code === 'passkey_exists') return 'exists';
  if (failure.kind === 'http' && failure.code === 'passkey_rejected') return 'rejected';
  return 'failed';
}

/** The server asks for a fresh second factor first (403 step_up_required). */
export function needsStepUp({ event }: { event: object }): boolean {
  const failure = failureOf((event as { error?: unknown }).error);
  return failure.kind === 'http' && failure.code === 'step_up_required';
}

/**
 * /profile/passwordless-login: adding (browser dialog, then the server's verification), renaming
 * and removing passkeys. Adding and removing answer 403 step_up_required without a fresh second
 * factor: the step-up runs as a child, then the change is tried again. `changed` refreshes the list.
 */
export const passkeySettingsMachine = setup({
  types: { context: {} as Context, events: {} as PasskeySettingsEvent },
  actors: {
    addPasskey: fromPromise<void, string>(() => Promise.reject(new Error('addPasskey not provided'))),
    removePasskey: fromPromise<void, string>(() => Promise.reject(new Error('removePasskey not provided'))),
    renamePasskey: fromPromise<void, { id: string; name: string }>(() => Promise.reject(new Error('renamePasskey not provided'))),
    stepUp: stepUpMachine,
  },
  actions: { changed: () => {} },
  guards: {
    needsStepUp,
    fresh: ({ event }) => (event as { output?: { fresh: boolean } }).output?.fresh === true,
    pendingAdd: ({ context }) => context.pending?.kind === 'add',
  },
}).createMachine({
  id: 'passkeySettings',
  context: { pending: null, problem: null, saved: null, hasPasskeys: false },
  initial: 'idle',
  on: { 'passkeys.loaded': { actions: assign({ hasPasskeys: ({ event }) => event.count > 0 }) } },
  states: {
    idle: {
      on: {
        'passkey.add': { target: 'adding', actions: assign(({ event }) => ({ pending: { kind: 'add' as const, name: event.name }, problem: null, saved: null })) },
        'passkey.remove': { target: 'removing', actions: assign(({ event }) => ({ pending: { kind: 'remove' as const, id: event.id }, problem: null, saved: null })) },
        'passkey.rename': { target: 'renaming', actions: assign({ problem: null, saved: null }) },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        input: ({ context }) => (context.pending?.kind === 'add' ? context.pending.name : ''),
        onDone: { target: 'idle', actions: [assign({ pending: null, saved: 'added' }), 'changed'] },
        onError: [
          { guard: 'needsStepUp', target: 'steppingUp' },
          { target: 'idle', actions: assign(({ event }) => ({ pending: null, problem: problemOf(event.error) })) },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context }) => (context.pending?.kind === 'remove' ? context.pending.id : ''),
        onDone: { target: 'idle', actions: [assign({ pending: null, saved: 'removed' }), 'changed'] },
        onError: [
          { guard: 'needsStepUp', target: 'steppingUp' },
          { target: 'idle', actions: [assign({ pending: null, problem: 'failed' }), 'changed'] },
        ],
      },
    },
    renaming: {
      tags: ['busy'],
      invoke: {
        id: 'renamePasskey',
        src: 'renamePasskey',
        input: ({ event }) => {
          const { id, name } = event as Extract<PasskeySettingsEvent, { type: 'passkey.rename' }>;
          return { id, name };
        },
        onDone: { target: 'idle', actions: [assign({ saved: 'renamed' }), 'changed'] },
        onError: { target: 'idle', actions: assign({ problem: 'failed' }) },
      },
    },
    steppingUp: {
      description: 'The change waits while the owner proves the second factor again.',
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => ({ canUsePasskey: context.hasPasskeys }),
        onDone: [
          { guard: { type: 'fresh' }, target: 'retrying' },
          { target: 'idle', actions: assign({ pending: null }) },
        ],
      },
    },
    retrying: {
      always: [{ guard: 'pendingAdd', target: 'adding' }, { target: 'removing' }],
    },
  },
});
