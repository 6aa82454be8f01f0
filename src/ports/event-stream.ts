import { portKey } from './port-key';
/** A server-sent event stream. `open` returns a function that closes it. */
export interface EventStream {
  open(
    url: string,
    handlers: { onEvent: (type: string, data: string) => void; onError: () => void },
    eventTypes: readonly string[],
  ): () => void;
}

/** The key the app binds the EventStream adapter to. */
export const eventsPort = portKey<EventStream>('events');
