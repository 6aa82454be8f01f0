import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { INBOX_STATUS_STALE_MS, NOTIFICATIONS_STALE_MS } from '../../domain/constants';
import { useInbox } from './inbox-context';

/** The inbox cards, keyed by locale and fresh for 20 s (spec 9). */
export function useNotifications() {
  const { gateway, keys } = useInbox();
  const { i18n } = useLingui();
  return useQuery({ queryKey: keys.notifications(i18n.locale), queryFn: () => gateway.notifications(), staleTime: NOTIFICATIONS_STALE_MS });
}

/** Whether something is unread; never fresh (spec 9: inbox status 0), so every look asks again. */
export function useInboxStatus() {
  const { gateway, keys } = useInbox();
  return useQuery({ queryKey: keys.status(), queryFn: () => gateway.hasNew(), staleTime: INBOX_STATUS_STALE_MS });
}
