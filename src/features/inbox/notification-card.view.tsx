import { useLingui } from '@lingui/react';
import type { Notification } from '../../contract/inbox';
import { formatDay } from '../../i18n/format';
import { actionTakenText } from './action-taken';
import * as styles from './inbox.css';
import { dateOf, homeOf } from './notification-params';
import { cardText } from './notification-text';

export interface NotificationCardProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One inbox card: "New" and bold when unread, title as the button that opens it, its home and dates. */
export function NotificationCard({ notification, onOpen }: NotificationCardProps) {
  const { i18n } = useLingui();
  const { title, text } = cardText(i18n, notification);
  const home = homeOf(notification);
  const date = dateOf(notification);
  const unread = !notification.isRead;
  return (
    <li className={unread ? `${styles.card} ${styles.unread}` : styles.card}>
      <h2 className={styles.cardTitle}>
        <button type="button" className={unread ? styles.cardButton : `${styles.cardButton} ${styles.readTitle}`} onClick={() => onOpen(notification)}>
          {unread && <span className={styles.newBadge}>{i18n._({ id: 'inbox.card.unread', message: 'New' })}</span>}
          {title}
        </button>
      </h2>
      <p>{text}</p>
      <p className={styles.meta}>
        {home && <span>{home}</span>}
        {date && <DateOf {...date} />}
        {notification.actionTaken && <span>{actionTakenText(i18n, notification.actionTaken)}</span>}
        <span>
          {i18n._({ id: 'inbox.card.received', message: 'Received {date}', values: { date: formatDay(notification.createdAt, i18n.locale) } })}
        </span>
      </p>
    </li>
  );
}

function DateOf({ kind, date }: { kind: 'arrival' | 'due' | 'day'; date: string }) {
  const { i18n } = useLingui();
  const day = formatDay(date, i18n.locale);
  return (
    <time dateTime={date}>
      {kind === 'arrival'
        ? i18n._({ id: 'inbox.card.arrival', message: 'Arrival {date}', values: { date: day } })
        : kind === 'due'
          ? i18n._({ id: 'inbox.card.due', message: 'By {date}', values: { date: day } })
          : day}
    </time>
  );
}
