import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { CONTACT_MESSAGE_MAX } from '../../contract/contact';
import { CONTACT_GROUPS, CONTACT_TOPICS, type ContactGroup } from '../../domain/contact-topics';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { SelectField } from '../../ui/select-field';
import { TextArea } from '../../ui/text-area';
import { groupLabels, topicLabels } from './contact-labels';
import type { ContactUsForm, contactUsMachine } from './contact-us.machine';
import * as styles from './contact.css';
import { problemTexts } from './form-problem-text';
import * as formStyles from '../../ui/page-form.css';
import { useComingReservations } from './use-contact';

const firstTopic = (group: ContactGroup) => CONTACT_TOPICS[group][0];

/** /contact-us: a message to the provider about a topic, optionally about one reservation. */
export function ContactUsView({ contactUs }: { contactUs: ActorRefFrom<typeof contactUsMachine> }) {
  const { i18n } = useLingui();
  const busy = useSelector(contactUs, (s) => s.hasTag('busy'));
  const errors = useSelector(contactUs, (s) => s.context.errors);
  const tooMany = useSelector(contactUs, (s) => s.context.tooMany);
  const reservations = useComingReservations();
  const [form, setForm] = useState<ContactUsForm>({ group: 'Bookings', topic: firstTopic('Bookings'), message: '', resNo: '' });
  const group = form.group as ContactGroup;
  const error = (key: keyof typeof errors) => {
    const problem = errors[key];
    if (!problem) return undefined;
    if (key === 'resNo') return i18n._({ id: 'contact.us.resNo.invalid', message: 'Please choose one of your reservations.' });
    return i18n._(problemTexts[problem]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    contactUs.send({ type: 'form.submit', form });
  };
  const reservationHint =
    reservations.isPending
      ? i18n._({ id: 'contact.us.resNo.loading', message: 'Loading your reservations…' })
      : failedToLoad(reservations)
        ? i18n._({ id: 'contact.us.resNo.error', message: 'Your reservations could not be loaded. You can still send the message and name the reservation in it.' })
        : reservations.data.content.length === 0
          ? i18n._({ id: 'contact.us.resNo.empty', message: 'You have no coming reservations.' })
          : i18n._({ id: 'contact.us.resNo.hint', message: 'If your message is about a guest’s stay, choose it here.' });

  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'contact.us.title', message: 'Write to us' })}
        description={i18n._({ id: 'contact.us.lead', message: 'Your message goes to your service office. We answer by e-mail, usually within one working day.' })}
      />
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {tooMany && (
          <Alert tone="danger">
            <p>{i18n._({ id: 'contact.us.tooMany', message: 'You have sent several messages within the last hour. Please wait a while before sending another, or call your service office.' })}</p>
          </Alert>
        )}
        <SelectField
          label={i18n._({ id: 'contact.us.group', message: 'What is it about?' })}
          name="group"
          value={form.group}
          error={error('group')}
          onChange={(e) => {
            const next = e.target.value as ContactGroup;
            setForm({ ...form, group: next, topic: firstTopic(next) });
          }}
        >
          {CONTACT_GROUPS.map((value) => (
            <option key={value} value={value}>
              {i18n._(groupLabels[value])}
            </option>
          ))}
        </SelectField>
        <SelectField label={i18n._({ id: 'contact.us.topic', message: 'Topic' })} name="topic" value={form.topic} error={error('topic')} onChange={(e) => setForm({ ...form, topic: e.target.value })}>
          {CONTACT_TOPICS[group].map((value) => (
            <option key={value} value={value}>
              {i18n._(topicLabels[group][value]!)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._({ id: 'contact.us.resNo', message: 'Reservation' })}
          optional
          name="resNo"
          value={form.resNo}
          hint={reservationHint}
          error={error('resNo')}
          disabled={!reservations.isSuccess || reservations.data.content.length === 0}
          onChange={(e) => setForm({ ...form, resNo: e.target.value })}
        >
          <option value="">{i18n._({ id: 'contact.us.resNo.none', message: 'No particular reservation' })}</option>
          {reservations.data?.content.map((reservation) => (
            <option key={reservation.id} value={reservation.resNo}>
              {i18n._({
                id: 'contact.us.resNo.option',
                message: '{arrival}: {guest}, {home} ({resNo})',
                values: { arrival: formatDay(reservation.arrivalDate, i18n.locale), guest: reservation.travellerName, home: reservation.accommodation.name, resNo: reservation.resNo },
              })}
            </option>
          ))}
        </SelectField>
        <TextArea
          label={i18n._({ id: 'contact.us.message', message: 'Your message' })}
          name="message"
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX}
          value={form.message}
          error={error('message')}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {i18n._({ id: 'contact.us.submit', message: 'Send message' })}
          </Button>
          <Link href="/contact-list" className={formStyles.link}>
            {i18n._({ id: 'contact.us.toList', message: 'See your contacts and their phone numbers' })}
          </Link>
        </div>
      </form>
    </div>
  );
}
