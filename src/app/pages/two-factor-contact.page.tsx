import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { twoFactorContactMachine } from '../../features/two-factor-contact/two-factor-contact.machine';
import { TwoFactorContactView } from '../../features/two-factor-contact/two-factor-contact.view';
import { useApp, useContainer } from '../app-context';
import { TOKENS } from '../tokens';
import { useLoginFlow } from '../use-login-flow';

export default function TwoFactorContactPage() {
  const container = useContainer();
  const login = useLoginFlow();
  const userID = useSelector(login, (s) => s?.context.userID ?? '');
  const machine = useMemo(() => {
    const navigator = container.get(TOKENS.navigator);
    const support = container.get(TOKENS.support);
    return twoFactorContactMachine.provide({
      actors: { sendRequest: fromPromise(({ input }) => support.twoFactorContact(input)) },
      actions: {
        showSuccess: () => navigator.go('/2fa/contact-us/success'),
        showError: () => navigator.go('/2fa/contact-us/error'),
      },
    });
  }, [container]);
  const contact = useActorRef(machine);
  return <TwoFactorContactView contact={contact} userID={userID} />;
}
