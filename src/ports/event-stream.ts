import { portKey } from './port-key';
/** Why a stream failed: the connection, or the server refused it because the session is gone. */
export type StreamFailure = 'network' | 'unauthorized';

/** A server-sent event stream. `open` returns a function that closes it. */
export interface EventStream {
  open(
    url: string,
    handlers: { onEvent: (type: string, data: string) => void; onError: (failure: StreamFailure) => void },
    eventTypes: readonly string[],
  ): () => void;
}

/** The key the app binds the EventStream adapter to. */
export const eventsPort = portKey<EventStream>('events');
