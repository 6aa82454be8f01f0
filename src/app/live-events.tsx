import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { liveEventsMachine, type LiveEventsEvent } from '../features/live-events/live-events.machine';
import { eventsPort } from '../ports/event-stream';
import { invalidate, invalidatedBy } from '../ports/query-keys';
import { useContainer } from './app-context';
import { inboxModule } from './modules/inbox.module';
import { useModules } from './use-modules';

/**
 * Keeps the live event stream open while this (logged-in) part of the app is mounted; a new
 * notification refreshes the inbox (the bell's dot) and whatever else it may change; a `resync`
 * (or a reopened stream) refreshes every query, since events may have been missed. Renders nothing.
 */
export function LiveEvents() {
  useModules(inboxModule);
  const events = useContainer().get(eventsPort);
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
                onEvent: (type, data) => {
                  if (type === 'resync') return sendBack({ type: 'stream.resync' });
                  const { id } = JSON.parse(data) as { id: string };
                  sendBack({ type: 'stream.notification', id });
                },
                onError: () => sendBack({ type: 'stream.error' }),
              },
              ['notification', 'resync'],
            ),
          ),
        },
        actions: {
          notify: () => void invalidate(queryClient, invalidatedBy.notificationArrived),
          // Events may have been missed: every list and detail is stale.
          refetch: () => void queryClient.invalidateQueries(),
        },
      }),
    [events, queryClient],
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
