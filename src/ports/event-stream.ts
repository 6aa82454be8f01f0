import type { NotificationEvent } from '../contract/inbox';
import { portKey } from './port-key';

/** Why a stream failed: the connection, or the server refused it because the session is gone. */
export type StreamFailure = 'network' | 'unauthorized';

/** What the live event stream tells, in the contract's terms. */
export interface LiveEventHandlers {
  /** A notification for the owner arrived (its data read with the contract's schema). */
  onNotification: (notification: NotificationEvent) => void;
  /** Events may have been missed: the server said so (`resync`), or sent one the contract does not describe. */
  onResync: () => void;
  onError: (failure: StreamFailure) => void;
}

/** The owner's live event stream (GET /api/events, server-sent events). `open` returns a function that closes it. */
export interface EventStream {
  open(handlers: LiveEventHandlers): () => void;
}

/** The key the app binds the EventStream adapter to. */
export const eventsPort = portKey<EventStream>('events');
