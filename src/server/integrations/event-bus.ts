import * as z from 'zod/mini';
import { NotificationTypes } from '../../domain/enumerations';

/** A notification created for an account, as it travels to the live event streams of every instance. */
export const AccountEvent = z.object({
  accountId: z.number().check(z.int(), z.positive()),
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  type: z.enum(NotificationTypes),
});
export type AccountEvent = z.infer<typeof AccountEvent>;

const SessionId = z.string().check(z.minLength(1), z.maxLength(128));

/**
 * Sessions that ended (logout, password change): their live event streams end on every instance.
 * Either one session, or every session of an account but `keepSessionId`.
 */
export const SessionsEnded = z.union([
  z.object({ sessionId: SessionId }),
  z.object({ accountId: z.number().check(z.int(), z.positive()), keepSessionId: SessionId }),
]);
export type SessionsEnded = z.infer<typeof SessionsEnded>;

/** What travels between instances. */
export const WireMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notification'), event: AccountEvent }),
  z.object({ kind: z.literal('sessionsEnded'), ended: SessionsEnded }),
]);
export type WireMessage = z.infer<typeof WireMessage>;

/**
 * What subscribers receive: the messages of every instance, plus `resync` when the link to the
 * other instances was down for a while, so events may have been missed: clients should refetch.
 */
export type BusMessage = WireMessage | { kind: 'resync' };

/**
 * Fan-out of account events and ended sessions. On PGlite (one process owns the database) it is an
 * in-process bus; on PostgreSQL every instance listens to the same channel (pg-notify-bus.ts), so a
 * notification created behind one instance reaches streams held by another.
 */
export interface EventBus {
  /** Sends the notification event to every subscriber of every instance (this one included). */
  publish(event: AccountEvent): Promise<void>;
  /** Tells every instance (this one included) that sessions ended. */
  endSessions(ended: SessionsEnded): Promise<void>;
  /** Receives every message; returns the unsubscribe function. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Whether messages reach the other instances now, checked within `timeoutMs`. */
  check(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Calls each listener, so one failing listener cannot keep the message from the others. */
export function dispatch(listeners: Iterable<(message: BusMessage) => void>, message: BusMessage, onError: (error: unknown) => void): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      onError(error);
    }
  }
}

/** The bus of a single process. Delivery is deferred to a microtask, as it is for a database round trip. */
export function inProcessBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const listeners = new Set<(message: BusMessage) => void>();
  const send = async (message: BusMessage) => queueMicrotask(() => dispatch(listeners, message, onError));
  return {
    publish: (event) => send({ kind: 'notification', event }),
    endSessions: (ended) => send({ kind: 'sessionsEnded', ended }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check: async () => true,
    async close() {
      listeners.clear();
    },
  };
}
