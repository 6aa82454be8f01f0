import { assign, fromPromise, setup } from 'xstate';
import type { ResetLinkRequest, ResetPasswordRequest } from '../../contract/recovery';
import { failureOf } from '../../ports/gateway-error';
import { problemOf } from '../../ports/problem-of';
import { PASSWORD_MAX_LENGTH as PASSWORD_MAX, PASSWORD_MIN_LENGTH as PASSWORD_MIN } from '../../domain/patterns';

export type ResetProblem = 'tooShort' | 'tooLong' | 'mismatch' | 'common' | 'personal' | 'unchanged' | 'too_many_requests' | 'failed';

export interface ResetForm {
  password: string;
  confirmation: string;
}

/** Problems of the form per field, before anything is sent (the rules of a password change). */
export function validateResetForm(form: ResetForm): Partial<Record<keyof ResetForm, ResetProblem>> {
  const errors: Partial<Record<keyof ResetForm, ResetProblem>> = {};
  const length = [...form.password].length;
  if (length < PASSWORD_MIN) errors.password = 'tooShort';
  else if (length > PASSWORD_MAX) errors.password = 'tooLong';
  if (form.confirmation !== form.password) errors.confirmation = 'mismatch';
  return errors;
}

interface Context {
  /** The link's id (the `id` query). */
  id: string;
  errors: Partial<Record<keyof ResetForm | 'form', ResetProblem>>;
}

/**
 * /reset-password?id=: the link is checked on arrival (`checking`), then a new password twice.
 * `done` navigates to /change-password-confirmation; a used or expired link (410), found on arrival
 * or at the save, ends in `gone`, the clear page that offers a new link.
 */
export const resetPasswordMachine = setup({
  types: { context: {} as Context, input: {} as { id: string }, events: {} as { type: 'reset.submit'; form: ResetForm } },
  actors: {
    reset: fromPromise<void, ResetPasswordRequest>(() => Promise.reject(new Error('reset not provided'))),
    checkLink: fromPromise<void, ResetLinkRequest>(() => Promise.reject(new Error('checkLink not provided'))),
  },
  actions: { done: () => {} },
  guards: {
    valid: (_, form: ResetForm) => Object.keys(validateResetForm(form)).length === 0,
    linkGone: ({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return failure.kind === 'http' && failure.status === 410;
    },
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ id: input.id, errors: {} }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      description: 'Asks whether the link is still live before the form shows; any other failure (offline) shows the form, and the save tells.',
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'editing',
        onError: [{ guard: 'linkGone', target: 'gone' }, { target: 'editing' }],
      },
    },
    editing: {
      on: {
        'reset.submit': [
          { guard: { type: 'valid', params: ({ event }) => event.form }, target: 'saving', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ event }) => validateResetForm(event.form) }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context, event }) => ({ id: context.id, password: (event as { form: ResetForm }).form.password }),
        onDone: { target: 'done', actions: 'done' },
        onError: [
          { guard: 'linkGone', target: 'gone' },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const { problem } = problemOf(event.error, ['password_common', 'password_personal', 'password_unchanged']);
              if (problem === 'password_common') return { errors: { password: 'common' as const } };
              if (problem === 'password_unchanged') return { errors: { password: 'unchanged' as const } };
              if (problem === 'password_personal') return { errors: { password: 'personal' as const } };
              return { errors: { form: problem } };
            }),
          },
        ],
      },
    },
    done: { type: 'final' },
    gone: { type: 'final', description: 'The link was used, expired or never existed (410): the page offers a new one.' },
  },
});
