import type { EventStream } from '../ports/event-stream';

/** The one place that creates EventSource. */
export class EventSourceStream implements EventStream {
  open(url: string, handlers: { onEvent: (type: string, data: string) => void; onError: () => void }, eventTypes: readonly string[]) {
    const source = new EventSource(url, { withCredentials: true });
    for (const type of eventTypes) source.addEventListener(type, (event) => handlers.onEvent(type, (event as MessageEvent<string>).data));
    source.onerror = () => handlers.onError();
    return () => source.close();
  }
}
