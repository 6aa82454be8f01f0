import { and, assign, fromPromise, not, setup } from 'xstate';
import { ReferralRequest } from '../../contract/referral';
import { type FormProblem, problemsOf, refusedProblems } from '../../contract/field-errors';
import { isTooManyRequests, refusedFields } from '../../ports/gateway-error';
/** What the referral form holds; empty optional fields are not sent. */
export interface ReferralForm {
  name: string;
  email: string;
  phone: string;
  location: string;
  message: string;
  consent: boolean;
  /** The field people never see (a honeypot for bots). */
  website: string;
}

const fields = ['name', 'email', 'phone', 'location', 'message', 'consent'] as const;
export type ReferralErrors = Partial<Record<(typeof fields)[number], FormProblem>>;

/** Owners refer from their account; anyone else through the public form (with its bot check). */
export type ReferralMode = 'owner' | 'public';

/** The request of the form: trimmed-empty optional fields left out. */
export function referralRequest(form: ReferralForm): ReferralRequest {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  const request = { name: form.name, email: optional(form.email), phone: optional(form.phone), location: form.location, message: optional(form.message), consent: form.consent };
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as ReferralRequest;
}

export function validateReferral(form: ReferralForm): ReferralErrors {
  return problemsOf(ReferralRequest, referralRequest(form), fields);
}

/** Why the last send did not go through, when no field is to blame. */
/** `too_many_requests`: the public form's per-address limit; `limit_reached`: the owner's daily allowance. */
export type ReferralProblem = 'too_many_requests' | 'limit_reached' | 'expired' | 'failed' | null;

/** What the `send` actor gets: the request, and for the public form its token and the honeypot. */
export interface ReferralSend {
  request: ReferralRequest;
  formToken: string | null;
  website: string;
}

/**
 * The referral form (/reference-form): in public mode it first fetches a signed form token (the
 * server's bot check), then validate, send, confirm; "recommend another" starts again. A token
 * the server no longer takes is replaced and the person sends again; a flood answers 429.
 */
export const referralMachine = setup({
  types: {
    context: {} as { formToken: string | null; errors: ReferralErrors; problem: ReferralProblem },
    events: {} as { type: 'referral.submit'; form: ReferralForm } | { type: 'referral.again' } | { type: 'referral.retry' },
  },
  actors: {
    formToken: fromPromise<string>(() => Promise.reject(new Error('formToken not provided'))),
    send: fromPromise<unknown, ReferralSend>(() => Promise.reject(new Error('send not provided'))),
  },
  actions: { referralSent: () => {} },
  guards: {
    isValid: (_, form: ReferralForm) => Object.keys(validateReferral(form)).length === 0,
    /** Provided by the page: the public form (not signed in) needs a form token. */
    isPublic: () => false,
  },
}).createMachine({
  id: 'referral',
  context: { formToken: null, errors: {}, problem: null },
  initial: 'preparing',
  states: {
    // Transient: the public form needs a token first.
    preparing: { always: [{ guard: { type: 'isPublic' }, target: 'fetchingToken' }, { target: 'editing' }] },
    fetchingToken: {
      tags: ['busy'],
      invoke: {
        id: 'formToken',
        src: 'formToken',
        onDone: { target: 'editing', actions: assign({ formToken: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    unavailable: { on: { 'referral.retry': 'fetchingToken' } },
    editing: {
      on: {
        'referral.submit': [
          { guard: { type: 'isValid', params: ({ event }) => event.form }, target: 'sending', actions: assign({ errors: {}, problem: null }) },
          { actions: assign({ errors: ({ event }) => validateReferral(event.form), problem: null }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context, event }) => {
          const { form } = event as { form: ReferralForm };
          return { request: referralRequest(form), formToken: context.formToken, website: form.website };
        },
        onDone: { target: 'sent', actions: 'referralSent' },
        onError: [
          // The form token expired (the page stood open for a day): take a new one, send again.
          {
            guard: and(['isPublic', ({ event }) => refusedFields(event.error).includes('formToken')]),
            target: 'fetchingToken',
            actions: assign({ problem: 'expired' }),
          },
          { guard: ({ event }) => refusedFields(event.error).length > 0, target: 'editing', actions: assign({ errors: ({ event }) => refusedProblems(refusedFields(event.error), fields) }) },
          {
            guard: and([not('isPublic'), ({ event }) => isTooManyRequests(event.error)]),
            target: 'editing',
            actions: assign({ problem: 'limit_reached' }),
          },
          {
            target: 'editing',
            actions: assign({
              problem: ({ event }) => (isTooManyRequests(event.error) ? 'too_many_requests' : 'failed'),
            }),
          },
        ],
      },
    },
    sent: {
      on: { 'referral.again': { target: 'preparing', actions: assign({ errors: {}, problem: null, formToken: null }) } },
    },
  },
});
