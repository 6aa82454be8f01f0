import type { SavedLoginAttempt } from '../../contract/login-attempt';
import type { SecondaryContact } from '../../contract/auth';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { FactorDeliveryMethod } from '../../domain/enumerations';
import { failureOf } from '../../ports/gateway-error';
// The login flow's data: its context, events and problems, and how an attempt is saved for a reload.
// The steps themselves are login.machine.ts.

/** What went wrong in the last step, as a code the views translate. */
export type LoginProblem =
  | 'invalid_credentials'
  | 'too_many_requests'
  | 'invalid_code'
  | 'code_expired'
  | 'no_tries_left'
  | 'login_expired'
  | 'second_factor_locked'
  | 'delivery_unavailable'
  | 'resend_failed'
  | 'passkey_failed'
  | 'network';

export interface LoginContext {
  userID: string;
  /** Where to go after signing in (the rdu query of /login). */
  returnTo: string | null;
  token: string | null;
  maskedAddress: string | null;
  factorDeliveryMethod: FactorDeliveryMethod | null;
  contactId: string | null;
  secondaryContacts: SecondaryContact[];
  triesLeft: number;
  problem: LoginProblem | null;
  /** Seconds to wait before trying again, after a 429. */
  retryAfter: number | null;
  /** A new code was sent on request (the view confirms it). */
  resent: boolean;
  /** The server could not send the code in time; its outbox keeps trying (the view says so). */
  codeQueued: boolean;
}

export type LoginEvent =
  | { type: 'credentials.submit'; userID: string; password: string; returnTo: string | null }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend'; contactId?: string }
  | { type: 'login.restart' }
  /** Sign in with a passkey through the browser's dialog. */
  | { type: 'passkey.signIn'; returnTo: string | null }
  /** Offer passkeys in the owner-number field's autofill (conditional mediation) while the form is shown. */
  | { type: 'passkey.autofill'; returnTo: string | null }
  /** /2fa opened without a running attempt (a reload): continue the one the app kept. */
  | { type: 'attempt.resume'; attempt: SavedLoginAttempt };

export interface LoginOutput {
  returnTo: string | null;
}

/** A login with nothing typed, sent or refused yet. */
export const blank: LoginContext = {
  userID: '',
  returnTo: null,
  token: null,
  maskedAddress: null,
  factorDeliveryMethod: null,
  contactId: null,
  secondaryContacts: [],
  triesLeft: VERIFICATION_TRIES,
  problem: null,
  retryAfter: null,
  resent: false,
  codeQueued: false,
};

/** What a reload needs to continue the attempt (see contract/login-attempt). */
export function savedAttemptOf(context: LoginContext): SavedLoginAttempt {
  return {
    userID: context.userID,
    returnTo: context.returnTo,
    token: context.token ?? '',
    maskedAddress: context.maskedAddress,
    factorDeliveryMethod: context.factorDeliveryMethod ?? 'MDS',
    contactId: context.contactId ?? '',
    secondaryContacts: context.secondaryContacts,
    triesLeft: context.triesLeft,
  };
}

/** The context of a resumed attempt: the saved fields, no problem shown. */
export function contextOfSavedAttempt(attempt: SavedLoginAttempt): LoginContext {
  return { ...blank, ...attempt };
}

/**
 * The login's problem for a failure: like ports' problemOf (429, known codes, else the fallback),
 * written out here because the login form's route must stay within its bytes
 * (test/build/budget.test.ts), and with no answer at all as `network`.
 */
export function loginProblemOf(error: unknown, fallback: LoginProblem): Pick<LoginContext, 'problem' | 'retryAfter'> {
  const failure = failureOf(error);
  if (failure.kind !== 'http') return { problem: 'network', retryAfter: null };
  if (failure.status === 429) return { problem: 'too_many_requests', retryAfter: failure.retryAfter ?? null };
  const known: readonly string[] = ['invalid_credentials', 'invalid_code', 'code_expired', 'no_tries_left', 'login_expired', 'second_factor_locked', 'delivery_unavailable'];
  return { problem: known.includes(failure.code) ? (failure.code as LoginProblem) : fallback, retryAfter: null };
}
