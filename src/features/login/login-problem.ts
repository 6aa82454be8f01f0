import type { MessageDescriptor } from '@lingui/core';
import type { LoginProblem } from './login-context';

/** What each problem of the login flow says to the person (translated at render). */
export const loginProblemMessages: Record<LoginProblem, MessageDescriptor> = {
  invalid_credentials: /*i18n*/ {
    id: 'login.error.invalidCredentials',
    message: 'The owner number or password is not correct. Please check both and try again.',
  },
  too_many_requests: /*i18n*/ {
    id: 'login.error.tooManyRequests',
    message: 'Too many attempts. For your security, please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  invalid_code: /*i18n*/ { id: 'twoFactor.error.invalidCode', message: 'That code is not correct.' },
  code_expired: /*i18n*/ { id: 'twoFactor.error.codeExpired', message: 'This code has expired. Please ask for a new code.' },
  no_tries_left: /*i18n*/ {
    id: 'twoFactor.error.noTriesLeft',
    message: 'You have no attempts left for this code. Choose “Send a new code” below and enter the code from the new message.',
  },
  login_expired: /*i18n*/ { id: 'login.error.loginExpired', message: 'Your sign-in has expired. Please sign in again.' },
  second_factor_locked: /*i18n*/ {
    id: 'login.error.secondFactorLocked',
    message: 'For your security, sign-in codes for this account are blocked after too many wrong codes. Please contact us to unblock it.',
  },
  delivery_unavailable: /*i18n*/ {
    id: 'login.error.deliveryUnavailable',
    message: 'We cannot send sign-in codes to your phone or e-mail address at the moment. Please try again later, or contact us if this continues.',
  },
  resend_failed: /*i18n*/ { id: 'twoFactor.error.resendFailed', message: 'We could not send a new code. Please try again in a moment.' },
  passkey_failed: /*i18n*/ {
    id: 'login.error.passkeyFailed',
    message: 'Signing in with this passkey did not work. Please try again, or use your owner number and password.',
  },
  network: /*i18n*/ {
    id: 'common.error.network',
    message: 'We could not reach the Owner Portal. Please check your internet connection and try again.',
  },
};
