import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../contract/inbox';
import { useToast } from '../../ui/toast';
import { inboxPort } from '../../ports/inbox-gateway';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/**
 * Marks a card read: the list shows it read at once; if the server refuses, the list goes back
 * to what it was and a toast says so (spec 7). Afterwards the inbox queries ask the server again.
 */
export function useMarkRead() {
  const gateway = usePort(inboxPort);
  return useOptimisticRead(
    (id: string) => gateway.markRead(id),
    (list, id) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    /*i18n*/ { id: 'inbox.markRead.failed', message: 'We could not mark the message as read. It stays unread for now.' },
  );
}

/**
 * "Mark all as read": every card up to the newest one shown reads as read at once; if the server
 * refuses, the list goes back and a toast says so. A card that arrived since stays unread.
 */
export function useMarkAllRead() {
  const gateway = usePort(inboxPort);
  return useOptimisticRead(
    (newestSeen: string) => gateway.markAllRead(newestSeen),
    (list, newestSeen) => {
      const from = list.findIndex((n) => n.id === newestSeen);
      return list.map((n, index) => (from >= 0 && index >= from ? { ...n, isRead: true } : n));
    },
    /*i18n*/ { id: 'inbox.markAllRead.failed', message: 'We could not mark your messages as read. They stay unread for now.' },
  );
}

/** A read mark shown at once (`mark`), put back with a toast when the server refuses, then refetched. */
function useOptimisticRead<R>(send: (id: string) => Promise<R>, mark: (list: Notification[], id: string) => Notification[], failed: MessageDescriptor) {
  const { i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = queryKeys.inboxNotifications(i18n.locale);
  return useMutation({
    mutationFn: send,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Notification[]>(key);
      queryClient.setQueryData<Notification[]>(key, (list) => list && mark(list, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.show({ tone: 'danger', message: i18n._(failed) });
    },
    onSettled: () => invalidate(queryClient, invalidatedBy.notificationRead),
  });
}
