import type { EventStream, StreamFailure } from '../ports/event-stream';

/**
 * The one place that creates EventSource. EventSource hides the status of a refused stream; when it
 * gives up (CLOSED, not reconnecting) one plain request tells a lost session (401) from the rest.
 */
export class EventSourceStream implements EventStream {
  open(url: string, handlers: { onEvent: (type: string, data: string) => void; onError: (failure: StreamFailure) => void }, eventTypes: readonly string[]) {
    const source = new EventSource(url, { withCredentials: true });
    for (const type of eventTypes) source.addEventListener(type, (event) => handlers.onEvent(type, (event as MessageEvent<string>).data));
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return handlers.onError('network');
      void failureOf(url).then(handlers.onError);
    };
    return () => source.close();
  }
}

async function failureOf(url: string): Promise<StreamFailure> {
  const abort = new AbortController();
  try {
    const response = await fetch(url, { credentials: 'include', headers: { accept: 'text/event-stream' }, signal: abort.signal });
    return response.status === 401 ? 'unauthorized' : 'network';
  } catch {
    return 'network';
  } finally {
    // A stream that opened after all is not needed: the machine reopens its own.
    abort.abort();
  }
}
