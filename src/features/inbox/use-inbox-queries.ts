import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { INBOX_STATUS_STALE_MS, NOTIFICATIONS_STALE_MS } from '../../domain/constants';
import { inboxPort } from '../../ports/inbox-gateway';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** The inbox cards, keyed by locale and fresh for 20 s (spec 9). */
export function useNotifications() {
  const gateway = usePort(inboxPort);
  const { i18n } = useLingui();
  return useQuery({ queryKey: queryKeys.inboxNotifications(i18n.locale), queryFn: () => gateway.notifications(), staleTime: NOTIFICATIONS_STALE_MS });
}

/** Whether something is unread; never fresh (spec 9: inbox status 0), so every look asks again. */
export function useInboxStatus() {
  const gateway = usePort(inboxPort);
  return useQuery({ queryKey: queryKeys.inboxStatus(), queryFn: () => gateway.hasNew(), staleTime: INBOX_STATUS_STALE_MS });
}
