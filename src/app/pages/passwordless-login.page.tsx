import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { passkeySettingsMachine } from '../../features/passkeys/passkey-settings.machine';
import { PasskeySettingsView } from '../../features/passkeys/passkey-settings.view';
import { usePasskeys } from '../../features/passkeys/use-passkeys';
import { stepUpMachine } from '../../features/step-up/step-up.machine';
import { useContainer } from '../app-context';
import { TOKENS } from '../tokens';

export default function PasswordlessLoginPage() {
  const { i18n } = useLingui();
  const container = useContainer();
  const passkeys = container.get(TOKENS.passkeys);
  const { query, invalidate } = usePasskeys(passkeys);
  const invalidateRef = useRef(invalidate);
  invalidateRef.current = invalidate;
  const machine = useMemo(() => {
    const stepUp = container.get(TOKENS.stepUp);
    const authenticator = container.get(TOKENS.authenticator);
    return passkeySettingsMachine.provide({
      actors: {
        addPasskey: fromPromise(async ({ input }) => {
          const options = await passkeys.registrationOptions();
          await passkeys.register(input, await authenticator.create(options));
        }),
        removePasskey: fromPromise(({ input }) => passkeys.remove(input)),
        renamePasskey: fromPromise<void, { id: string; name: string }>(async ({ input }) => {
          await passkeys.rename(input.id, input.name);
        }),
        stepUp: stepUpMachine.provide({
          actors: {
            sendCode: fromPromise(() => stepUp.sendCode()),
            verifyCode: fromPromise<void, string>(async ({ input }) => {
              await stepUp.verifyCode(input);
            }),
            usePasskey: fromPromise<void>(async () => {
              await stepUp.verifyPasskey(await authenticator.get(await stepUp.passkeyOptions()));
            }),
          },
        }),
      },
      actions: { changed: () => void invalidateRef.current() },
    });
  }, [container, passkeys]);
  const settings = useActorRef(machine);
  const count = query.data?.length ?? 0;
  useEffect(() => settings.send({ type: 'passkeys.loaded', count }), [settings, count]);
  const format = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <PasskeySettingsView
      settings={settings}
      passkeys={query.isError ? query.error : query.data}
      onRetry={() => void query.refetch()}
      browserSupported={container.get(TOKENS.authenticator).supported()}
      formatDate={format}
    />
  );
}
