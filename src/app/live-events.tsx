import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { provideLiveEvents } from './live-events.provide';
import { inboxModule } from './modules/inbox.module';
import { useModules } from './use-modules';
import { useProvidedActor } from './use-provided-actor';

/**
 * Keeps the live event stream open while this (logged-in) part of the app is mounted; a new
 * notification refreshes the inbox (the bell's dot) and whatever else it may change; a `resync`
 * (or a reopened stream) refreshes every query, since events may have been missed; so does an event
 * the contract does not describe. A stream refused with 401 ends the session. Renders nothing.
 */
export function LiveEvents() {
  useModules(inboxModule);
  const actor = useProvidedActor(provideLiveEvents, { queryClient: useQueryClient() });
  const [path] = useLocation();

  useEffect(() => {
    actor.send({ type: 'session.in' });
    return () => actor.send({ type: 'session.out' });
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'route.changed' });
  }, [actor, path]);
  return null;
}
