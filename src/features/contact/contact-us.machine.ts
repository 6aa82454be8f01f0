import { assign, fromPromise, setup } from 'xstate';
import { ContactUsRequest } from '../../contract/contact';
import { type FormProblem, problemsOf, refusedProblems } from '../../contract/field-errors';
import { isTooManyRequests, refusedFields } from '../../ports/gateway-error';
/** What the contact-us form holds: `resNo` '' means no reservation. */
export interface ContactUsForm {
  group: string;
  topic: string;
  message: string;
  resNo: string;
}

const fields = ['group', 'topic', 'message', 'resNo'] as const;
export type ContactUsErrors = Partial<Record<(typeof fields)[number], FormProblem>>;

/** The request the form sends (no reservation chosen: no resNo). */
export function contactUsRequest(form: ContactUsForm): ContactUsRequest {
  const { resNo, ...rest } = form;
  return (resNo ? { ...rest, resNo } : rest) as ContactUsRequest;
}

/** The form's problems by the contract's schema, so the server's rules are checked here first. */
export function validateContactUs(form: ContactUsForm): ContactUsErrors {
  return problemsOf(ContactUsRequest, contactUsRequest(form), fields);
}

/**
 * /contact-us: validate, send, then the success or error page. A field the server refuses (a
 * reservation that is no longer the owner's) goes back to the form with its error; so does a 429
 * (too many messages from the account), with `tooMany` set.
 * Actions `showSuccess` and `showError` navigate; the actor `send` posts.
 */
export const contactUsMachine = setup({
  types: {
    context: {} as { errors: ContactUsErrors; tooMany: boolean },
    events: {} as { type: 'form.submit'; form: ContactUsForm },
  },
  actors: {
    send: fromPromise<unknown, ContactUsRequest>(() => Promise.reject(new Error('send not provided'))),
  },
  actions: { showSuccess: () => {}, showError: () => {} },
  guards: { isValid: (_, form: ContactUsForm) => Object.keys(validateContactUs(form)).length === 0 },
}).createMachine({
  id: 'contactUs',
  context: { errors: {}, tooMany: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: { type: 'isValid', params: ({ event }) => event.form }, target: 'sending', actions: assign({ errors: {}, tooMany: false }) },
          { actions: assign({ errors: ({ event }) => validateContactUs(event.form) }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ event }) => contactUsRequest((event as { form: ContactUsForm }).form),
        onDone: { target: 'sent', actions: 'showSuccess' },
        onError: [
          { guard: ({ event }) => refusedFields(event.error).length > 0, target: 'editing', actions: assign({ errors: ({ event }) => refusedProblems(refusedFields(event.error), fields) }) },
          // The account's allowance of messages is used up: the text stays, the form says when to retry.
          {
            guard: ({ event }) => isTooManyRequests(event.error),
            target: 'editing',
            actions: assign({ tooMany: true }),
          },
          { target: 'failed', actions: 'showError' },
        ],
      },
    },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
});
