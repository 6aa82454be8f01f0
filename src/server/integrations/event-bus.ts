import * as z from 'zod/mini';
import { NotificationTypes } from '../../domain/enumerations';

/** A notification created for an account, as it travels to the live event streams of every instance. */
export const AccountEvent = z.object({
  accountId: z.number().check(z.int(), z.positive()),
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  type: z.enum(NotificationTypes),
});
export type AccountEvent = z.infer<typeof AccountEvent>;

/**
 * Fan-out of account events. On PGlite (one process owns the database) it is an in-process bus; on
 * PostgreSQL every instance listens to the same channel (pg-notify-bus.ts), so a notification
 * created behind one instance reaches streams held by another.
 */
export interface EventBus {
  /** Sends the event to every subscriber of every instance (this one included). */
  publish(event: AccountEvent): Promise<void>;
  /** Receives every event; returns the unsubscribe function. */
  subscribe(listener: (event: AccountEvent) => void): () => void;
  close(): Promise<void>;
}

/** Calls each listener, so one failing listener cannot keep the event from the others. */
export function dispatch(listeners: Iterable<(event: AccountEvent) => void>, event: AccountEvent, onError: (error: unknown) => void): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  }
}

/** The bus of a single process. Delivery is deferred to a microtask, as it is for a database round trip. */
export function inProcessBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const listeners = new Set<(event: AccountEvent) => void>();
  return {
    async publish(event) {
      queueMicrotask(() => dispatch(listeners, event, onError));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
