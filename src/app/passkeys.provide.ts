import { fromPromise } from 'xstate';
import { shouldOfferPasskey } from '../domain/passkey-prompt';
import { passkeyPromptMachine } from '../features/account/passkey-prompt.machine';
import { passkeySettingsMachine } from '../features/account/passkey-settings.machine';
import { stepUpMachine } from '../features/account/step-up.machine';
import { confirmCodeMachine } from '../flows/confirm-code.machine';
import { navigatorPort } from '../ports/navigator';
import { authenticatorPort } from '../ports/passkey-authenticator';
import { passkeysPort, stepUpPort } from '../ports/passkey-gateway';
import type { PortResolver } from '../ports/port-key';
import type { Wiring } from './use-provided-actor';

/** The step-up child: a code through the step-up port, or a passkey through the browser. */
export function provideStepUp(ports: PortResolver) {
  const stepUp = ports.get(stepUpPort);
  const authenticator = ports.get(authenticatorPort);
  return stepUpMachine.provide({
    actors: {
      sendCode: fromPromise(() => stepUp.sendCode()),
      confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(({ input }) => stepUp.verifyCode(input.code)) } }),
      usePasskey: fromPromise<void>(async () => {
        await stepUp.verifyPasskey(await authenticator.get(await stepUp.passkeyOptions()));
      }),
    },
  });
}

/** /profile/passwordless-login: add (browser, then server), rename, remove; `changed` refreshes the list. */
export function providePasskeySettings({ ports }: Wiring, { changed }: { changed: { current: () => void } }) {
  const passkeys = ports.get(passkeysPort);
  const authenticator = ports.get(authenticatorPort);
  return passkeySettingsMachine.provide({
    actors: {
      addPasskey: fromPromise<void, string>(async ({ input }) => {
        const options = await passkeys.registrationOptions();
        await passkeys.register(input, await authenticator.create(options));
      }),
      removePasskey: fromPromise<void, string>(({ input }) => passkeys.remove(input)),
      renamePasskey: fromPromise<void, { id: string; name: string }>(async ({ input }) => {
        await passkeys.rename(input.id, input.name);
      }),
      stepUp: provideStepUp(ports),
    },
    actions: { changed: () => changed.current() },
  });
}

/** The prompt after login: browser support and the server's status decide; "never" is stored. */
export function providePasskeyPrompt({ ports }: Wiring) {
  const passkeys = ports.get(passkeysPort);
  const authenticator = ports.get(authenticatorPort);
  const navigator = ports.get(navigatorPort);
  return passkeyPromptMachine.provide({
    actors: {
      check: fromPromise(async () => {
        // Only a device that can hold a passkey itself is worth the interruption.
        if (!(await authenticator.platformAvailable())) return false;
        const status = await passkeys.promptStatus();
        return status.allowed && shouldOfferPasskey({ browserSupportsPasskeys: true, passkeyCount: status.passkeyCount, remind: status.remind });
      }),
      neverRemind: fromPromise(async () => {
        await passkeys.setPrompt(false);
      }),
    },
    actions: { openSetup: () => navigator.go('/profile/passwordless-login') },
  });
}
