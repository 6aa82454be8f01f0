import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventSourceStream } from '../../src/adapters/event-source-stream';

/** An EventSource the test drives: it records its listeners and whether it was closed. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  readyState = 1;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data = '') {
    this.listeners.get(type)?.({ data });
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

function openStream() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const seen: string[] = [];
  const close = new EventSourceStream().open({
    onNotification: (notification) => seen.push(`notification:${notification.id}:${notification.type}`),
    onResync: () => seen.push('resync'),
    onError: (failure) => seen.push(`error:${failure}`),
  });
  return { seen, close, source: FakeEventSource.last! };
}

describe('EventSourceStream', () => {
  it('opens /api/events and reads notifications with the contract schema; an unreadable one asks for a resync', async () => {
    const { seen, source, close } = openStream();
    expect(source.url).toBe('/api/events');
    source.emit('notification', JSON.stringify({ id: 'n1', type: 'iban' }));
    source.emit('notification', '{"id": 7}');
    source.emit('notification', 'not json');
    source.emit('resync');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.toSorted()).toEqual(['notification:n1:iban', 'resync', 'resync', 'resync']);
    close();
    expect(source.closed).toBe(true);
  });

  it('reports a dropped connection while EventSource still reconnects', () => {
    const { seen, source } = openStream();
    source.onerror!();
    expect(seen).toEqual(['error:network']);
  });
});
