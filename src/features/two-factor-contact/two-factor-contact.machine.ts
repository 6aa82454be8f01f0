import { assign, fromPromise, setup } from 'xstate';
import { type FormProblem, problemsOf, refusedProblems } from '../../contract/field-errors';
import { TwoFactorContactRequest } from '../../contract/support';
import { refusedFields } from '../../ports/gateway-error';

/** Field problems of the form, as codes the view translates. */
export type ContactFieldErrors = Partial<Record<keyof TwoFactorContactRequest, FormProblem>>;

const fields = ['userID', 'name', 'contact', 'message'] as const satisfies readonly (keyof TwoFactorContactRequest)[];

/** Checks the form with the contract's schema of the request, so most mistakes are caught here. */
export function validateContact(form: TwoFactorContactRequest): ContactFieldErrors {
  return problemsOf(TwoFactorContactRequest, form, fields);
}

/**
 * "No code? Contact us" (/2fa/contact-us): validate, send, then the success or error page.
 * Actions `showSuccess` and `showError` navigate; the actor `sendRequest` posts.
 */
export const twoFactorContactMachine = setup({
  types: {
    context: {} as { errors: ContactFieldErrors },
    events: {} as { type: 'form.submit'; form: TwoFactorContactRequest },
  },
  actors: {
    sendRequest: fromPromise<void, TwoFactorContactRequest>(() => Promise.reject(new Error('sendRequest not provided'))),
  },
  actions: { showSuccess: () => {}, showError: () => {} },
  guards: { isValid: (_, form: TwoFactorContactRequest) => Object.keys(validateContact(form)).length === 0 },
}).createMachine({
  id: 'twoFactorContact',
  context: { errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: { type: 'isValid', params: ({ event }) => event.form }, target: 'sending', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ event }) => validateContact(event.form) }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ event }) => (event as { form: TwoFactorContactRequest }).form,
        onDone: { target: 'sent', actions: 'showSuccess' },
        onError: [
          // The server disagreed with a field: show it on the form instead of the error page.
          { guard: ({ event }) => refusedFields(event.error).length > 0, target: 'editing', actions: assign({ errors: ({ event }) => refusedProblems(refusedFields(event.error), fields) }) },
          { target: 'failed', actions: 'showError' },
        ],
      },
    },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
});
