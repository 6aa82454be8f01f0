import { assign, fromPromise, setup } from 'xstate';
import type { TwoFactorContactRequest } from '../../contract/support';
import { failureOf } from '../../ports/gateway-error';

/** Field problems of the form, as codes the view translates. */
export type ContactFieldErrors = Partial<Record<keyof TwoFactorContactRequest, 'missing' | 'tooLong' | 'invalid'>>;

const limits: Record<keyof TwoFactorContactRequest, number> = { userID: 64, name: 120, contact: 120, message: 2000 };

/** Checks the form the same way the server's schema does, so most mistakes are caught here. */
export function validateContact(form: TwoFactorContactRequest): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const key of Object.keys(limits) as (keyof TwoFactorContactRequest)[]) {
    const value = form[key].trim();
    if (value === '') errors[key] = 'missing';
    else if (value.length > limits[key]) errors[key] = 'tooLong';
  }
  if (!errors.contact && form.contact.trim().length < 5) errors.contact = 'invalid';
  return errors;
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
          {
            // The server disagreed with a field: show it on the form instead of the error page.
            guard: ({ event }) => {
              const failure = failureOf(event.error);
              return failure.kind === 'http' && failure.status === 400;
            },
            target: 'editing',
            actions: assign({ errors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          { target: 'failed', actions: 'showError' },
        ],
      },
    },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
});

function fieldErrorsOf(error: unknown): ContactFieldErrors {
  const failure = failureOf(error);
  const fields = failure.kind === 'http' ? Object.keys(failure.fieldErrors ?? {}) : [];
  return Object.fromEntries(fields.filter((f) => f in limits).map((f) => [f, 'invalid']));
}
