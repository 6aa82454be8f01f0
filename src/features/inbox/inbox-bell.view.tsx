import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { BellIcon } from '../../ui/icon';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as styles from './inbox.css';
import { useInboxStatus } from './use-inbox-queries';

/**
 * The header's link to the inbox. A dot (and its accessible name) says when something is new.
 * The status is never fresh (spec 9), so it is asked again on every page change; a live
 * notification refreshes it too (the app invalidates the inbox queries).
 */
export function InboxBell() {
  const { i18n } = useLingui();
  const status = useInboxStatus();
  const [path] = useLocation();
  const first = useRef(true);
  const { refetch } = status;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [path, refetch]);

  const hasNew = status.data === true;
  return (
    <Link href="/inbox" className={styles.bell} aria-current={path === '/inbox' ? 'page' : undefined}>
      <BellIcon size="lg" />
      {hasNew && <span className={styles.dot} aria-hidden="true" />}
      <VisuallyHidden>
        {hasNew
          ? i18n._({ id: 'inbox.bell.new', message: 'Inbox, new messages' })
          : i18n._({ id: 'inbox.bell', message: 'Inbox' })}
      </VisuallyHidden>
    </Link>
  );
}
