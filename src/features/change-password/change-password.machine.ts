import { assign, fromPromise, setup } from 'xstate';
import { fieldIssuesOf } from '../../contract/field-errors';
import { ChangePasswordRequest } from '../../contract/profile';
import { failureOf } from '../../ports/gateway-error';

export type PasswordProblem = 'currentMissing' | 'tooShort' | 'tooLong' | 'unchanged' | 'mismatch' | 'currentWrong' | 'common' | 'personal' | 'failed';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * Problems of the form per field, before anything is sent: the request's rules from the contract's
 * ChangePasswordRequest; the confirmation, which never leaves the browser, here.
 */
export function validatePasswordForm(form: PasswordForm): Partial<Record<keyof PasswordForm, PasswordProblem>> {
  const errors: Partial<Record<keyof PasswordForm, PasswordProblem>> = {};
  const issues = fieldIssuesOf(ChangePasswordRequest, { currentPassword: form.currentPassword, newPassword: form.newPassword });
  if (issues.currentPassword) errors.currentPassword = 'currentMissing';
  // 'invalid' for a long-enough new password: the contract's rule that it differs from the current one.
  if (issues.newPassword) errors.newPassword = issues.newPassword === 'tooLong' ? 'tooLong' : issues.newPassword === 'invalid' ? 'unchanged' : 'tooShort';
  if (form.confirmation !== form.newPassword) errors.confirmation = 'mismatch';
  return errors;
}

interface Context {
  errors: Partial<Record<keyof PasswordForm | 'form', PasswordProblem>>;
}

/** Changing the password (also the forced change after sign-in). `changed` tells the session. */
export const changePasswordMachine = setup({
  types: { context: {} as Context, events: {} as { type: 'password.submit'; form: PasswordForm } },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(() => Promise.reject(new Error('changePassword not provided'))),
  },
  actions: { changed: () => {} },
  guards: { valid: (_, form: PasswordForm) => Object.keys(validatePasswordForm(form)).length === 0 },
}).createMachine({
  id: 'changePassword',
  context: { errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.submit': [
          { guard: { type: 'valid', params: ({ event }) => event.form }, target: 'saving', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ event }) => validatePasswordForm(event.form) }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const { form } = event as { form: PasswordForm };
          return { currentPassword: form.currentPassword, newPassword: form.newPassword };
        },
        onDone: { target: 'done', actions: 'changed' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            const code = failure.kind === 'http' ? failure.code : '';
            if (code === 'invalid_credentials') return { errors: { currentPassword: 'currentWrong' as const } };
            if (code === 'password_common') return { errors: { newPassword: 'common' as const } };
            if (code === 'password_personal') return { errors: { newPassword: 'personal' as const } };
            return { errors: { form: 'failed' as const } };
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
