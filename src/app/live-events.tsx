import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import type { NotificationEvent } from '../contract/inbox';
import { liveEventsMachine, type LiveEventsEvent } from '../features/live-events/live-events.machine';
import { eventsPort } from '../ports/event-stream';
import { invalidate, invalidatedBy } from '../ports/query-keys';
import { useApp, useContainer } from './app-context';
import { inboxModule } from './modules/inbox.module';
import { useModules } from './use-modules';

/**
 * Keeps the live event stream open while this (logged-in) part of the app is mounted; a new
 * notification refreshes the inbox (the bell's dot) and whatever else it may change; a `resync`
 * (or a reopened stream) refreshes every query, since events may have been missed; so does an event
 * the contract does not describe. A stream refused with 401 ends the session. Renders nothing.
 */
export function LiveEvents() {
  useModules(inboxModule);
  const events = useContainer().get(eventsPort);
  const { session } = useApp();
  const queryClient = useQueryClient();
  const [path] = useLocation();
  const machine = useMemo(
    () =>
      liveEventsMachine.provide({
        actors: {
          stream: fromCallback<LiveEventsEvent>(({ sendBack }) =>
            events.open(
              '/api/events',
              {
                onEvent: (type, data) =>
                  void (type === 'notification' ? parsed(data) : Promise.resolve(null)).then((notification) =>
                    sendBack(notification ? { type: 'stream.notification', id: notification.id } : { type: 'stream.resync' }),
                  ),
                onError: (failure) => sendBack({ type: failure === 'unauthorized' ? 'stream.unauthorized' : 'stream.error' }),
              },
              ['notification', 'resync'],
            ),
          ),
        },
        actions: {
          notify: () => void invalidate(queryClient, invalidatedBy.notificationArrived),
          // Events may have been missed: every list and detail is stale.
          refetch: () => void queryClient.invalidateQueries(),
          expire: () => session.send({ type: 'session.expired' }),
        },
      }),
    [events, queryClient, session],
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    actor.send({ type: 'session.in' });
    return () => actor.send({ type: 'session.out' });
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'route.changed' });
  }, [actor, path]);
  return null;
}

/** The event's data by the contract's schema (loaded on first use, as the gateways load theirs), or null. */
async function parsed(data: string): Promise<NotificationEvent | null> {
  const { NotificationEvent } = await import('../contract/inbox');
  try {
    const result = NotificationEvent.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
