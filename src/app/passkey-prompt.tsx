import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { shouldOfferPasskey } from '../domain/passkey-prompt';
import { passkeyPromptMachine } from '../features/passkeys/passkey-prompt.machine';
import { PasskeyPromptView } from '../features/passkeys/passkey-prompt.view';
import { useApp, useContainer } from './app-context';
import { TOKENS } from './tokens';

/** The passkey prompt after login (§4), asked once per sign-in, never on the forced password change. */
export function PasskeyPrompt() {
  const { session } = useApp();
  const justSignedIn = useSelector(session, (s) => s.context.cameFromTwoFactor && !s.context.profile?.requireNewPassword);
  return justSignedIn ? <PasskeyPromptActor /> : null;
}

function PasskeyPromptActor() {
  const container = useContainer();
  const machine = useMemo(() => {
    const passkeys = container.get(TOKENS.passkeys);
    const authenticator = container.get(TOKENS.authenticator);
    const navigator = container.get(TOKENS.navigator);
    return passkeyPromptMachine.provide({
      actors: {
        check: fromPromise(async () => {
          if (!authenticator.supported()) return false;
          const status = await passkeys.promptStatus();
          return status.allowed && shouldOfferPasskey({ browserSupportsPasskeys: true, passkeyCount: status.passkeyCount, remind: status.remind });
        }),
        neverRemind: fromPromise(async () => {
          await passkeys.setPrompt(false);
        }),
      },
      actions: { openSetup: () => navigator.go('/profile/passwordless-login') },
    });
  }, [container]);
  const prompt = useActorRef(machine);
  return <PasskeyPromptView prompt={prompt} />;
}
