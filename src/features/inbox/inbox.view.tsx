import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import type { Notification } from '../../contract/inbox';
import { type InboxAction, inboxAction, shouldMarkRead } from '../../domain/inbox';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BellIcon } from '../../ui/icon';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { InboxActionDialog } from './inbox-action-dialog.view';
import * as styles from './inbox.css';
import { InboxSkeleton } from './inbox-skeleton.view';
import { NotificationCard } from './notification-card.view';
import { useNotifications } from './use-inbox-queries';
import { useMarkAllRead, useMarkRead } from './use-mark-read';

/** /inbox: the cards, newest first as the server sends them; a click marks read, then opens. */
/** `settings`: what the page shows under the list, e.g. the switch for push notifications. */
export function InboxView({ settings }: { settings?: ReactNode } = {}) {
  const { i18n } = useLingui();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<{ action: InboxAction; notification: Notification } | null>(null);

  const onOpen = (notification: Notification) => {
    if (shouldMarkRead(notification)) markRead.mutate(notification.id);
    const action = inboxAction(notification);
    if (action.kind === 'reservation') {
      // Opened by its reservation number (GET /api/reservations/{resNo}).
      const resNo = notification.reservation?.resNo;
      if (resNo) navigate(`/reservations/arrivals/${encodeURIComponent(resNo)}`);
    } else if (action.kind !== 'none') {
      setOpen({ action, notification });
    }
  };

  const list = notifications.data;
  const unread = list?.filter((n) => !n.isRead).length ?? 0;
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'inbox.title', message: 'Inbox' })}
        description={i18n._({ id: 'inbox.lead', message: 'Messages about your bookings, contracts and account.' })}
      />
      {notifications.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{i18n._({ id: 'inbox.loading', message: 'Loading your messages…' })}</VisuallyHidden>
          <InboxSkeleton />
        </div>
      ) : failedToLoad(notifications) ? (
        <Alert tone="danger" title={i18n._({ id: 'inbox.error.title', message: 'We could not load your messages' })}>
          <p>{i18n._({ id: 'inbox.error.text', message: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void notifications.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : list && list.length === 0 ? (
        <EmptyState
          icon={<BellIcon size="xl" />}
          title={i18n._({ id: 'inbox.empty.title', message: 'No messages yet' })}
          text={i18n._({ id: 'inbox.empty.text', message: 'When a guest books, a contract needs your answer or your bank details change, you get a message here.' })}
        />
      ) : (
        <>
          <div className={styles.summaryBar}>
            <p role="status" className={styles.summary}>
              {i18n._({ id: 'inbox.unread', message: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}', values: { count: unread } })}
            </p>
            {unread > 0 && list?.[0] && (
              <Button variant="secondary" size="sm" onClick={() => markAllRead.mutate(list[0]!.id)}>
                {i18n._({ id: 'inbox.markAllRead', message: 'Mark all as read' })}
              </Button>
            )}
          </div>
          <ul className={styles.list}>
            {list?.map((notification) => (
              <NotificationCard key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
        </>
      )}
      {/* Below the list and only with it: settings drawn beside a skeleton would be pushed down when the cards arrive, and late ones (the demo tools wait for the feature flags) would push the cards. */}
      {!notifications.isPending && settings}
      {open && <InboxActionDialog action={open.action} notification={open.notification} onClose={() => setOpen(null)} />}
    </>
  );
}
