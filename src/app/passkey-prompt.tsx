import { useSelector } from '@xstate/react';
import { PasskeyPromptView } from '../features/account/passkey-prompt.view';
import { useApp } from './app-context';
import { providePasskeyPrompt } from './passkeys.provide';
import { useProvidedActor } from './use-provided-actor';

/** The passkey prompt after login (§4), asked once per sign-in, never on the forced password change. */
export function PasskeyPrompt() {
  const { session } = useApp();
  const justSignedIn = useSelector(session, (s) => s.context.signedInNow && !s.context.profile?.requireNewPassword);
  return justSignedIn ? <PasskeyPromptActor /> : null;
}

function PasskeyPromptActor() {
  const prompt = useProvidedActor(providePasskeyPrompt, {});
  return <PasskeyPromptView prompt={prompt} />;
}
