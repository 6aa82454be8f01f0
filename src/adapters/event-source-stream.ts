import type { NotificationEvent } from '../contract/inbox';
import type { EventStream, LiveEventHandlers, StreamFailure } from '../ports/event-stream';

/**
 * The one place that creates EventSource, and reads its events with the contract's schema.
 * EventSource hides the status of a refused stream; when it gives up (CLOSED, not reconnecting)
 * one plain request tells a lost session (401) from the rest.
 */
export class EventSourceStream implements EventStream {
  constructor(private readonly url = '/api/events') {}

  open(handlers: LiveEventHandlers) {
    const source = new EventSource(this.url, { withCredentials: true });
    source.addEventListener('notification', (event) => {
      void parsed((event as MessageEvent<string>).data).then((notification) => (notification ? handlers.onNotification(notification) : handlers.onResync()));
    });
    source.addEventListener('resync', () => handlers.onResync());
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return handlers.onError('network');
      void failureOf(this.url).then(handlers.onError);
    };
    return () => source.close();
  }
}

/** The event's data by the contract's schema (loaded on first use, as the gateways load theirs), or null. */
async function parsed(data: string): Promise<NotificationEvent | null> {
  const { NotificationEvent } = await import('../contract/inbox');
  try {
    const result = NotificationEvent.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
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
