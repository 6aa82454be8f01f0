import { fromPromise } from 'xstate';
import { requestLinkMachine } from '../features/recovery/request-link.machine';
import { resetPasswordMachine } from '../features/recovery/reset-password.machine';
import { navigatorPort } from '../ports/navigator';
import { recoveryPort } from '../ports/recovery-gateway';
import type { Wiring } from './use-provided-actor';

/** /forgot-password and /forgot-number: the request, then the success page. */
export function provideRequestLink({ ports }: Wiring, { kind }: { kind: 'password' | 'number' }) {
  const recovery = ports.get(recoveryPort);
  const navigator = ports.get(navigatorPort);
  return requestLinkMachine.provide({
    actors: {
      request: fromPromise(({ input }) => (kind === 'password' ? recovery.forgotPassword({ userID: input }) : recovery.forgotNumber({ email: input }))),
    },
    actions: { sent: () => navigator.go(kind === 'password' ? '/forgot-password/success' : '/forgot-number/success') },
  });
}

/** /reset-password: the reset, then /change-password-confirmation. */
export function provideResetPassword({ ports }: Wiring) {
  const recovery = ports.get(recoveryPort);
  const navigator = ports.get(navigatorPort);
  return resetPasswordMachine.provide({
    actors: {
      reset: fromPromise(({ input }) => recovery.resetPassword(input)),
      checkLink: fromPromise(({ input }) => recovery.checkResetLink(input)),
    },
    actions: { done: () => navigator.go('/change-password-confirmation', { replace: true }) },
  });
}
