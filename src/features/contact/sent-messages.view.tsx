import { useLingui } from '@lingui/react';
import type { ContactGroup, ContactMessageStatus } from '../../domain/contact-topics';
import { formatInstant } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { QueryState } from '../../ui/query-state';
import type { MessageDescriptor } from '@lingui/core';
import { groupLabels, topicLabels } from './contact-labels';
import * as styles from './contact.css';
import { listLoadError } from './list-load-error';
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
  const messages = useSentMessages();
  return (
    <section className={`${styles.cardBody} ${styles.sentMessages}`} aria-labelledby="sent-messages-title">
      <h2 id="sent-messages-title" className={styles.sectionTitle}>
        {i18n._({ id: 'contact.sent.title', message: 'Your messages to us' })}
      </h2>
      <QueryState skeleton="list" errorOf={listLoadError} query={messages} loading={i18n._({ id: 'contact.sent.loading', message: 'Loading your messages…' })}>
        {({ content }) =>
          content.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={i18n._({ id: 'contact.sent.empty', message: 'No messages yet' })}
              text={i18n._({ id: 'contact.sent.empty.text', message: 'The messages you send us appear here, with how far we have got.' })}
            />
          ) : (
            <ul className={styles.list}>
              {content.map((entry) => {
                const group = entry.group as ContactGroup;
                const topic = topicLabels[group]?.[entry.topic];
                return (
                  <Card as="li" key={entry.id}>
                    <div className={styles.cardBody}>
                      <h3 className={styles.title}>
                        {i18n._(groupLabels[group])}
                        {topic ? ` – ${i18n._(topic)}` : ''}
                      </h3>
                      <span className={styles.badge}>{i18n._(messageStatusLabels[entry.status])}</span>
                      <p className={styles.muted}>
                        {entry.resNo
                          ? i18n._({ id: 'contact.sent.entryReservation', message: 'Sent on {date} · reservation {resNo}', values: { date: formatInstant(entry.createdAt, i18n.locale), resNo: entry.resNo } })
                          : i18n._({ id: 'contact.sent.entry', message: 'Sent on {date}', values: { date: formatInstant(entry.createdAt, i18n.locale) } })}
                      </p>
                    </div>
                  </Card>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
