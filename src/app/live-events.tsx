import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { liveEventsMachine, type LiveEventsEvent } from '../features/live-events/live-events.machine';
import { eventsPort } from '../ports/event-stream';
import { invalidate, invalidatedBy } from '../ports/query-keys';
import { useContainer } from './app-context';

/**
 * Keeps the live event stream open while this (logged-in) part of the app is mounted; a new
 * notification refreshes the inbox (the bell's dot) and whatever else it may change. Renders nothing.
 */
export function LiveEvents() {
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
                onEvent: (_, data) => {
                  const { id } = JSON.parse(data) as { id: string };
                  sendBack({ type: 'stream.notification', id });
                },
                onError: () => sendBack({ type: 'stream.error' }),
              },
              ['notification'],
            ),
          ),
        },
        actions: { notify: () => void invalidate(queryClient, invalidatedBy.notificationArrived) },
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
