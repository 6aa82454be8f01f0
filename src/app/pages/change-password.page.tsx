import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../features/change-password/change-password.machine';
import { ChangePasswordView } from '../../features/change-password/change-password.view';
import { useApp, useContainer } from '../app-context';
import { TOKENS } from '../tokens';

export default function ChangePasswordPage() {
  const { session } = useApp();
  const container = useContainer();
  const forced = useSelector(session, (s) => s.context.profile?.requireNewPassword ?? false);
  const machine = useMemo(() => {
    const account = container.get(TOKENS.account);
    return changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => account.changePassword(input)) },
      // A forced change continues with the after-login rules; a voluntary one refreshes the profile.
      actions: { changed: () => session.send({ type: forced ? 'password.changed' : 'profile.changed' }) },
    });
  }, [container, session, forced]);
  const changePassword = useActorRef(machine);
  return <ChangePasswordView changePassword={changePassword} forced={forced} />;
}
