import { fromPromise } from 'xstate';
import { loginMachine } from '../features/login/login.machine';
import type { AccountGateway } from '../ports/account-gateway';
import type { AuthGateway } from '../ports/auth-gateway';
import { SIGNED_IN_COOKIE } from '../contract/cookies';
import type { CookieJar } from '../ports/cookie-jar';
import type { KeyValueStore } from '../ports/key-value-store';
import type { LoginAttemptStore } from '../ports/login-attempt-store';
import type { Navigator } from '../ports/navigator';
import type { PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { PasskeyGateway } from '../ports/passkey-gateway';
import { LOGIN_PATH } from './paths';
import { sessionMachine } from './session.machine';

export interface SessionPorts {
  auth: AuthGateway;
  account: AccountGateway;
  passkeys: PasskeyGateway;
  authenticator: PasskeyAuthenticator;
}

/** The contact chosen for the code is remembered per user (spec 7, supplierContactId). */
const contactKey = (userID: string) => `login.contact.${userID}`;

/**
 * The session machine with its actors and navigation wired to real ports. The gateways come
 * from the container, which loads after the first paint: each actor awaits it.
 */
export function provideSession(
  ports: () => Promise<SessionPorts>,
  store: KeyValueStore,
  navigator: Navigator,
  cookies: CookieJar,
  attempts: LoginAttemptStore,
) {
  const loginFlow = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const supplierContactId = store.get(contactKey(input.userID)) ?? undefined;
        return (await ports()).auth.login({ ...input, ...(supplierContactId ? { supplierContactId } : {}) });
      }),
      verify: fromPromise(async ({ input }) => (await ports()).auth.verify(input.token, input.code)),
      // `signal` aborts when the machine leaves the state (the autofill watch, when the button is
      // pressed): the ceremony of a stopped actor must not start or go on (see the authenticator).
      passkeyLogin: fromPromise(async ({ input, signal }) => {
        const { passkeys, authenticator } = await ports();
        const { token, options } = await passkeys.loginOptions();
        return passkeys.login(token, await authenticator.get(options, { autofill: input.autofill, signal }));
      }),
      resend: fromPromise(async ({ input }) => {
        const answer = await (await ports()).auth.resend(input.token, input.contactId);
        if (input.contactId) store.set(contactKey(input.userID), input.contactId);
        return answer;
      }),
    },
    actions: {
      showTwoFactor: () => navigator.go('/2fa'),
      showNoFactor: () => navigator.go('/authentication-error', { replace: true }),
      showLogin: () => navigator.go(LOGIN_PATH),
      rememberAttempt: (_, attempt) => attempts.save(attempt),
      forgetAttempt: () => attempts.clear(),
    },
  });
  return sessionMachine.provide({
    actors: {
      loginFlow,
      // Without the signed-in cookie there is no session to look for (and no 401 to log).
      loadProfile: fromPromise(async () => (cookies.get(SIGNED_IN_COOKIE) === null ? null : (await ports()).account.profile())),
      loadAccount: fromPromise(async () => {
        const { account } = await ports();
        const profile = await account.profile();
        if (!profile) throw new Error('no session after verification');
        // Until a required new password is set, the server answers nothing but the profile.
        const taxLegalData = profile.permissions.includes('ViewTaxId') && !profile.requireNewPassword ? await account.taxLegalData() : [];
        return { profile, taxLegalData };
      }),
      logout: fromPromise(async () => (await ports()).auth.logout()),
    },
    actions: {
      goTo: (_, { to }) => navigator.go(to, { replace: true }),
    },
  });
}
