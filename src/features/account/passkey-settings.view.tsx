import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Passkey } from '../../contract/passkeys';
import { PASSKEY_NAME_MAX } from '../../domain/account-limits';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import * as styles from '../../ui/page-form.css';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import { StepUpDialog } from './step-up.view';
import type { PasskeyProblem, passkeySettingsMachine } from './passkey-settings.machine';

const problems: Record<PasskeyProblem, MessageDescriptor> = {
  cancelled: /*i18n*/ { id: 'passkeys.error.cancelled', message: 'No passkey was created: the browser dialog was closed.' },
  unsupported: /*i18n*/ { id: 'passkeys.error.unsupported', message: 'This browser or device cannot create a passkey.' },
  exists: /*i18n*/ { id: 'passkeys.error.exists', message: 'This device already holds a passkey for your account.' },
  rejected: /*i18n*/ { id: 'passkeys.error.rejected', message: 'The passkey could not be verified. Please try again.' },
  failed: /*i18n*/ { id: 'passkeys.error.failed', message: 'That did not work. Please check your connection and try again.' },
};

const savedTexts = {
  added: /*i18n*/ { id: 'passkeys.saved.added', message: 'Your passkey has been added. Next time you can sign in with it.' },
  renamed: /*i18n*/ { id: 'passkeys.saved.renamed', message: 'The passkey has been renamed.' },
  removed: /*i18n*/ { id: 'passkeys.saved.removed', message: 'The passkey has been removed.' },
} satisfies Record<string, MessageDescriptor>;

const passkeysLoadFailed = loadFailed(/*i18n*/ { id: 'passkeys.loadFailed', message: 'Your passkeys could not be loaded.' });

export interface PasskeySettingsViewProps {
  settings: ActorRefFrom<typeof passkeySettingsMachine>;
  passkeys: QueryLike<Passkey[]>;
  browserSupported: boolean;
  formatDate: (iso: string) => string;
}

function PasskeyRow({ passkey, busy, settings, formatDate }: { passkey: Passkey; busy: boolean; settings: PasskeySettingsViewProps['settings']; formatDate: (iso: string) => string }) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    settings.send({ type: 'passkey.rename', id: passkey.id, name: name.trim() });
    setEditing(false);
  };
  return (
    <Card as="li" padding="md">
      <Stack gap="sm">
        <h3 className={styles.lead}>{passkey.name}</h3>
        <p>
          {i18n._({ id: 'passkeys.created', message: 'Added {date}', values: { date: formatDate(passkey.createdAt) } })}
          {' · '}
          {passkey.lastUsedAt
            ? i18n._({ id: 'passkeys.lastUsed', message: 'Last used {date}', values: { date: formatDate(passkey.lastUsedAt) } })
            : i18n._({ id: 'passkeys.neverUsed', message: 'Not used yet' })}
        </p>
        {editing ? (
          <form onSubmit={save} className={styles.form} noValidate>
            <TextField label={i18n._({ id: 'passkeys.name', message: 'Name' })} value={name} maxLength={PASSKEY_NAME_MAX} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" disabled={busy}>
              {i18n._({ id: 'passkeys.rename.save', message: 'Save name' })}
            </Button>
          </form>
        ) : (
          <div className={styles.links}>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
              {i18n._({ id: 'passkeys.rename', message: 'Rename' })}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => settings.send({ type: 'passkey.remove', id: passkey.id })}>
              {i18n._({ id: 'passkeys.remove', message: 'Remove' })}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** /profile/passwordless-login: the owner's passkeys (name, added, last used); add, rename, remove. */
export function PasskeySettingsView({ settings, passkeys, browserSupported, formatDate }: PasskeySettingsViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(settings, (s) => s.hasTag('busy'));
  const { problem, saved } = useSelector(settings, (s) => s.context);
  const stepUp = useSelector(settings, (s) => s.children.stepUp as Parameters<typeof StepUpDialog>[0]['stepUp'] | undefined);
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    settings.send({ type: 'passkey.add', name: name.trim() || i18n._({ id: 'passkeys.defaultName', message: 'My passkey' }) });
  };
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'passkeys.title', message: 'Passkeys' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({ id: 'passkeys.lead', message: 'With a passkey you sign in with your fingerprint, face or device PIN: no password and no code needed.' })}
      </p>
      <div aria-live="polite">
        {saved && <Alert tone="success">{i18n._(savedTexts[saved])}</Alert>}
        {problem && <Alert tone="danger">{i18n._(problems[problem])}</Alert>}
      </div>
      <QueryState query={passkeys} skeleton="list" loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={passkeysLoadFailed}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <EmptyState title={i18n._({ id: 'passkeys.empty', message: 'You have no passkeys yet' })} />
          ) : (
            <Stack as="ul" gap="sm" aria-label={i18n._({ id: 'passkeys.list', message: 'Your passkeys' })}>
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} busy={busy} settings={settings} formatDate={formatDate} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {browserSupported ? (
        <form className={styles.form} onSubmit={add} noValidate aria-busy={busy}>
          <TextField
            label={i18n._({ id: 'passkeys.name', message: 'Name' })}
            hint={i18n._({ id: 'passkeys.name.hint', message: 'For example the device, so you recognise it later.' })}
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            optional
          />
          <Button type="submit" fullWidth loading={busy}>
            {i18n._({ id: 'passkeys.add', message: 'Add a passkey' })}
          </Button>
        </form>
      ) : (
        <Alert tone="info">{i18n._(problems.unsupported)}</Alert>
      )}
      {stepUp && <StepUpDialog stepUp={stepUp} />}
    </>
  );
}
