import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sameEmailAddress } from '../../domain/contact-info';
import { type NotificationPreferences, type NotificationSettings, SecondaryEmailRequest } from '../../contract/account-settings';
import { fieldIssuesOf, type FieldIssue } from '../../contract/field-errors';
import { NotificationChannels, NotificationKinds, type NotificationChannel, type NotificationKind } from '../../domain/notification-preferences';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import { TextField } from '../../ui/text-field';
import * as form from '../../ui/page-form.css';
import { useFocusOnArrival } from '../../ui/use-focus-when';
import { BackToProfile, issueMessage, mergedIssues, SaveStatus } from './profile-form-parts';
import * as styles from './profile.css';
import type { saveFormMachine } from './save-form.machine';

const kindLabels: Record<NotificationKind, MessageDescriptor> = {
  reservations: /*i18n*/ { id: 'profile.notifications.kind.reservations', message: 'New reservations' },
  changes: /*i18n*/ { id: 'profile.notifications.kind.changes', message: 'Changes and cancellations' },
  payments: /*i18n*/ { id: 'profile.notifications.kind.payments', message: 'Payments' },
  reviews: /*i18n*/ { id: 'profile.notifications.kind.reviews', message: 'Guest reviews' },
  news: /*i18n*/ { id: 'profile.notifications.kind.news', message: 'News and offers' },
};

const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  email: /*i18n*/ { id: 'profile.notifications.channel.email', message: 'E-mail' },
  sms: /*i18n*/ { id: 'profile.notifications.channel.sms', message: 'Text message' },
  push: /*i18n*/ { id: 'profile.notifications.channel.push', message: 'Push notification' },
};

type SaveActor = ActorRefFrom<typeof saveFormMachine>;

const settingsLoadFailed = loadFailed(/*i18n*/ { id: 'profile.notifications.loadFailed', message: 'We could not load your notification settings.' });

export interface NotificationSettingsViewProps {
  settings: QueryLike<NotificationSettings>;
  /** Saves the preferences. */
  preferences: SaveActor;
  /** Asks for or removes the secondary address. */
  secondaryEmail: SaveActor;
  /** Confirms the address of the link in `confirmId` (the link of the e-mail opens this page). */
  confirmation: SaveActor;
  confirmId: string | null;
  /** The account's e-mail address: no second address can be the same. */
  primaryEmail?: string | null;
}

function Preferences({ initial, save }: { initial: NotificationPreferences; save: SaveActor }) {
  const { i18n } = useLingui();
  const busy = useSelector(save, (s) => s.hasTag('busy'));
  const [values, setValues] = useState(initial);
  const toggle = (kind: NotificationKind, channel: NotificationChannel) => {
    setValues({ ...values, [kind]: { ...values[kind], [channel]: !values[kind][channel] } });
    save.send({ type: 'form.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.send({ type: 'form.submit', value: { kind: 'notifications', value: values } });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <SaveStatus save={save} savedMessage={i18n._({ id: 'profile.notifications.saved', message: 'Your notification settings have been saved.' })} />
      {NotificationKinds.map((kind) => (
        <fieldset key={kind} className={styles.channels}>
          <legend className={styles.channelsLegend}>{i18n._(kindLabels[kind])}</legend>
          <div className={styles.channelList}>
            {NotificationChannels.map((channel) => (
              <label key={channel} className={styles.checkbox}>
                <input type="checkbox" className={styles.checkboxInput} name={`${kind}.${channel}`} checked={values[kind][channel]} onChange={() => toggle(kind, channel)} />
                {i18n._(channelLabels[channel])}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={form.actions}>
        <Button type="submit" fullWidth loading={busy}>
          {i18n._({ id: 'profile.notifications.submit', message: 'Save notification settings' })}
        </Button>
      </div>
    </form>
  );
}

function SecondaryEmail({ settings, save, primaryEmail }: { settings: NotificationSettings; save: SaveActor; primaryEmail: string | null }) {
  const { i18n } = useLingui();
  const [own, setOwn] = useState<'primary' | 'secondary' | null>(null);
  const busy = useSelector(save, (s) => s.hasTag('busy'));
  const serverErrors = useSelector(save, (s) => s.context.fieldErrors);
  const [email, setEmail] = useState('');
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const shown = mergedIssues(issues, serverErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldIssuesOf(SecondaryEmailRequest, { email });
    setIssues(found);
    // An address the account has already is no second one: said at once, no link is sent (the server refuses it too).
    const ownAddress = primaryEmail && sameEmailAddress(primaryEmail, email) ? 'primary' : settings.secondaryEmail && sameEmailAddress(settings.secondaryEmail, email) ? 'secondary' : null;
    setOwn(Object.keys(found).length === 0 ? ownAddress : null);
    if (Object.keys(found).length === 0 && !ownAddress) save.send({ type: 'form.submit', value: { kind: 'secondaryEmail', value: email.trim() } });
  };
  return (
    <Card as="section" aria-labelledby="secondary-email-title" className={form.form}>
      <h2 id="secondary-email-title" className={styles.sectionTitle}>
        {i18n._({ id: 'profile.secondaryEmail.title', message: 'Copies to a second address' })}
      </h2>
      <p className={styles.factValue}>
        {settings.secondaryEmail
          ? i18n._({ id: 'profile.secondaryEmail.current', message: 'Copies of our e-mails go to {email}.', values: { email: settings.secondaryEmail } })
          : i18n._({ id: 'profile.secondaryEmail.none', message: 'No second address receives copies.' })}
      </p>
      {settings.pendingSecondaryEmail && (
        <Alert tone="info">
          {i18n._({ id: 'profile.secondaryEmail.pending', message: 'We sent a confirmation link to {email}. Copies start once it is opened.', values: { email: settings.pendingSecondaryEmail } })}
        </Alert>
      )}
      <SaveStatus save={save} savedMessage={i18n._({ id: 'profile.secondaryEmail.saved', message: 'Done. Your second address has been updated.' })} />
      <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          label={i18n._({ id: 'profile.secondaryEmail.label', message: 'Second e-mail address' })}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setOwn(null);
            save.send({ type: 'form.edit' });
          }}
          error={
            own === 'primary'
              ? i18n._({ id: 'profile.secondaryEmail.isPrimary', message: 'This is your main e-mail address, which gets our e-mails already. Enter a different address for the copies.' })
              : own === 'secondary'
                ? i18n._({ id: 'profile.secondaryEmail.isSecondary', message: 'This address already gets the copies.' })
                : issueMessage(i18n, shown.email, /*i18n*/ { id: 'profile.secondaryEmail.invalid', message: 'Please enter an e-mail address like name@example.com.' })
          }
        />
        <div className={form.actions}>
          <Button type="submit" fullWidth loading={busy}>
            {i18n._({ id: 'profile.secondaryEmail.send', message: 'Send a confirmation link' })}
          </Button>
          {settings.secondaryEmail && (
            <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => save.send({ type: 'form.submit', value: { kind: 'removeSecondaryEmail' } })}>
              {i18n._({ id: 'profile.secondaryEmail.remove', message: 'Stop sending copies' })}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

function Confirmation({ id, confirm }: { id: string; confirm: SaveActor }) {
  const { i18n } = useLingui();
  const busy = useSelector(confirm, (s) => s.hasTag('busy'));
  const { saved, problem } = useSelector(confirm, (s) => s.context);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.send({ type: 'form.submit', value: { kind: 'confirmSecondaryEmail', value: id } });
  }, [confirm, id]);
  if (busy) return <Alert tone="info">{i18n._({ id: 'profile.secondaryEmail.confirming', message: 'Confirming your second address…' })}</Alert>;
  if (saved) return <Alert tone="success">{i18n._({ id: 'profile.secondaryEmail.confirmed', message: 'Your second address is confirmed. It now receives copies of our e-mails.' })}</Alert>;
  if (problem)
    return <Alert tone="danger">{i18n._({ id: 'profile.secondaryEmail.linkInvalid', message: 'This confirmation link is no longer valid. Please ask for a new one below.' })}</Alert>;
  return null;
}

/** /profile/notifications: which messages arrive how, and the address that receives copies. */
export function NotificationSettingsView({ settings, preferences, secondaryEmail, confirmation, confirmId, primaryEmail = null }: NotificationSettingsViewProps) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <>
      <PageHeading
        ref={heading}
        title={i18n._({ id: 'profile.notifications.title', message: 'Notifications' })}
        description={i18n._({ id: 'profile.notifications.lead', message: 'Choose for each kind of message whether it reaches you by e-mail, text message or push notification.' })}
      />
      {confirmId && (
        <div className={form.form}>
          <Confirmation id={confirmId} confirm={confirmation} />
        </div>
      )}
      <QueryState query={settings} loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={settingsLoadFailed}>
        {(settings) => (
          <>
            <Preferences initial={settings.preferences} save={preferences} />
            <SecondaryEmail settings={settings} save={secondaryEmail} primaryEmail={primaryEmail} />
          </>
        )}
      </QueryState>
      <BackToProfile />
    </>
  );
}
