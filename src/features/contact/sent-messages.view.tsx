import { useLingui } from '@lingui/react';
import type { ContactGroup, ContactMessageStatus } from '../../domain/contact-topics';
import { formatInstant } from '../../i18n/format';
import type { MessageDescriptor } from '@lingui/core';
import { groupLabels, topicLabels } from './contact-labels';
import * as styles from './contact.css';
import { StatusList } from './status-list.view';
import { useSentMessages } from './use-contact';

// Here rather than in contact-labels.ts: only this lazily loaded list says them.
const messageStatusLabels: Record<ContactMessageStatus, MessageDescriptor> = {
  RECEIVED: /*i18n*/ { id: 'contact.sent.status.RECEIVED', message: 'Received' },
  IN_PROGRESS: /*i18n*/ { id: 'contact.sent.status.IN_PROGRESS', message: 'Being handled' },
  ANSWERED: /*i18n*/ { id: 'contact.sent.status.ANSWERED', message: 'Answered' },
};

/** The messages the owner sent through the contact form: date, subject and where each stands. */
export function SentMessagesView() {
  const { i18n } = useLingui();
  return (
    <StatusList
      id="sent-messages-title"
      className={styles.sentMessages}
      title={i18n._({ id: 'contact.sent.title', message: 'Your messages to us' })}
      loading={i18n._({ id: 'contact.sent.loading', message: 'Loading your messages…' })}
      empty={{
        title: i18n._({ id: 'contact.sent.empty', message: 'No messages yet' }),
        text: i18n._({ id: 'contact.sent.empty.text', message: 'The messages you send us appear here, with how far we have got.' }),
      }}
      query={useSentMessages()}
      card={(entry) => {
        const group = entry.group as ContactGroup;
        const topic = topicLabels[group]?.[entry.topic];
        const date = formatInstant(entry.createdAt, i18n.locale);
        return {
          key: entry.id,
          title: `${i18n._(groupLabels[group])}${topic ? ` – ${i18n._(topic)}` : ''}`,
          status: i18n._(messageStatusLabels[entry.status]),
          line: entry.resNo
            ? i18n._({ id: 'contact.sent.entryReservation', message: 'Sent on {date} · reservation {resNo}', values: { date, resNo: entry.resNo } })
            : i18n._({ id: 'contact.sent.entry', message: 'Sent on {date}', values: { date } }),
        };
      }}
    />
  );
}
