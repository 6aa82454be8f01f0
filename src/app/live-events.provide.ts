import type { QueryClient } from '@tanstack/react-query';
import { fromCallback } from 'xstate';
import { liveEventsMachine, type LiveEventsEvent } from '../features/live-events/live-events.machine';
import { eventsPort } from '../ports/event-stream';
import { invalidate, invalidatedBy } from '../ports/query-keys';
import type { Wiring } from './use-provided-actor';

/** The live event stream over the EventStream port: news refreshes the inbox, missed events every query, a 401 ends the session. */
export function provideLiveEvents({ ports, session }: Wiring, { queryClient }: { queryClient: QueryClient }) {
  const events = ports.get(eventsPort);
  return liveEventsMachine.provide({
    actors: {
      stream: fromCallback<LiveEventsEvent>(({ sendBack }) =>
        events.open({
          onNotification: (notification) => sendBack({ type: 'stream.notification', id: notification.id }),
          onResync: () => sendBack({ type: 'stream.resync' }),
          onError: (failure) => sendBack({ type: failure === 'unauthorized' ? 'stream.unauthorized' : 'stream.error' }),
        }),
      ),
    },
    actions: {
      notify: () => void invalidate(queryClient, invalidatedBy.notificationArrived),
      // Events may have been missed: every list and detail is stale.
      refetch: () => void queryClient.invalidateQueries(),
      expire: () => session.send({ type: 'session.expired' }),
    },
  });
}
