import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../features/change-password/change-password.machine';
import { accountPort } from '../ports/account-gateway';
import type { Wiring } from './use-provided-actor';

/** The password change over the account port. */
export function provideChangePassword({ ports, session }: Wiring, { forced }: { forced: boolean }) {
  const account = ports.get(accountPort);
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => account.changePassword(input)) },
    // A forced change continues with the after-login rules; a voluntary one refreshes the profile.
    actions: { changed: () => session.send({ type: forced ? 'password.changed' : 'profile.changed' }) },
  });
}
