import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { PasskeySettingsView } from '../../features/account/passkey-settings.view';
import { usePasskeys } from '../../features/account/use-passkeys';
import { authenticatorPort } from '../../ports/passkey-authenticator';
import { useContainer } from '../app-context';
import { providePasskeySettings } from '../passkeys.provide';
import { useProvidedActor } from '../use-provided-actor';
import { formatInstant } from '../../i18n/format';

export default function PasswordlessLoginPage() {
  const { i18n } = useLingui();
  const { query, invalidate } = usePasskeys();
  const changed = useRef(invalidate);
  changed.current = invalidate;
  const settings = useProvidedActor(providePasskeySettings, { changed });
  const count = query.data?.length ?? 0;
  useEffect(() => settings.send({ type: 'passkeys.loaded', count }), [settings, count]);
  const format = (iso: string) => formatInstant(iso, i18n.locale);
  return (
    <PasskeySettingsView
      settings={settings}
      passkeys={query}
      browserSupported={useContainer().get(authenticatorPort).supported()}
      formatDate={format}
    />
  );
}
