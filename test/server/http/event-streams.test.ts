import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import net from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detachSocket } from '../../../src/server/http/detach-socket';
import { EventStreams, type EventStreamsOptions } from '../../../src/server/http/event-streams';
import { openSse, type SseClient } from '../helpers/sse-client';

/**
 * The registry on a bare Node HTTP server (no Fastify, no database): what a stream keeps once it
 * is open, how it survives the server's timeouts, and how it leaves. The route, the session guard
 * and the limits over HTTP are in live-events*.test.ts.
 */

const OPTIONS: EventStreamsOptions = { heartbeatMs: 60_000, maxAgeMs: 3_600_000, maxBufferedBytes: 64 * 1024, maxPerSession: 1000, maxPerIp: 1000 };

interface Opened {
  readonly req: http.IncomingMessage;
  readonly res: http.ServerResponse;
  readonly socket: Socket;
}

let server: http.Server;
let streams: EventStreams;
let base: string;
const clients: SseClient[] = [];
const opened: Opened[] = [];

/** A server whose every request becomes a stream of account 7; the session is the `s` query parameter. */
async function serve(options: Partial<EventStreamsOptions> = {}, serverOptions: http.ServerOptions = {}): Promise<void> {
  streams = new EventStreams({ ...OPTIONS, ...options });
  server = http.createServer(serverOptions, (req, res) => {
    opened.push({ req, res, socket: res.socket as Socket });
    const sessionId = new URL(req.url ?? '/', 'http://x').searchParams.get('s') ?? 'one';
    streams.open(res, { accountId: 7, id: sessionId }, '127.0.0.1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stream(session = 'one'): Promise<SseClient> {
  const client = await openSse(base, {}, `/?s=${session}`);
  clients.push(client);
  await client.waitFor(() => client.comments.includes('connected'));
  return client;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  opened.length = 0;
  streams.closeAll();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('EventStreams on a bare HTTP server', () => {
  it('writes the status line, the headers and the opening comment itself; the body ends with the connection', async () => {
    await serve({ headers: { 'strict-transport-security': 'max-age=31536000' } });
    const client = await stream();
    expect(client.status).toBe(200);
    expect(client.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000',
      connection: 'close',
    });
    expect(client.headers['transfer-encoding']).toBeUndefined();
    expect(client.fields).toContain('retry: 5000');
    expect(streams.size).toBe(1);
  });

  it('keeps only the socket: it leaves the HTTP server, and the request and response can be collected', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await serve();
    await stream();
    const [{ socket }] = opened.splice(0) as [Opened];
    let refs: WeakRef<object>[] = [];
    // The socket no longer points at the parser or the response, and the server's listeners are gone.
    const raw = socket as Socket & { parser?: unknown; _httpMessage?: unknown };
    expect(raw.parser ?? null).toBeNull();
    expect(raw._httpMessage ?? null).toBeNull();
    expect(socket.listeners('data')).toEqual([]);
    expect(socket.listeners('timeout')).toEqual([]);
    // A second stream, whose request and response are only weakly held here.
    await new Promise<void>((resolve) => {
      server.once('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
        refs = [new WeakRef(req), new WeakRef(res)];
        resolve();
      });
      void stream();
    });
    opened.length = 0;
    await until(() => streams.size === 2);
    await turn();
    await new Promise((r) => setTimeout(r, 20));
    gc();
    await turn();
    gc();
    expect(refs.map((ref) => ref.deref())).toEqual([undefined, undefined]);
  });

  it("outlives the server's header, request, keep-alive and idle timeouts", async () => {
    await serve({}, { requestTimeout: 200, headersTimeout: 100, keepAliveTimeout: 100, connectionsCheckingInterval: 50 });
    server.setTimeout(100);
    const client = await stream();
    await new Promise((r) => setTimeout(r, 700));
    streams.deliver({ accountId: 7, id: 'late', type: 'feature' });
    await client.waitFor(() => client.events.length === 1);
    expect(streams.size).toBe(1);
  });

  it('forgets a stream as soon as its connection closes', async () => {
    await serve();
    const [first, second] = [await stream(), await stream()];
    expect(streams.size).toBe(2);
    first.close();
    await until(() => streams.size === 1);
    expect(streams.refusal('one', '127.0.0.1')).toBeNull();
    second.close();
    await until(() => streams.size === 0);
  });

  it('sends the events of one turn of the event loop in one write per stream, in order', async () => {
    await serve();
    const client = await stream();
    const { socket } = opened[0]!;
    const write = vi.spyOn(socket, 'write');
    for (const id of ['a', 'b', 'c']) streams.deliver({ accountId: 7, id, type: 'feature' });
    streams.deliver({ accountId: 8, id: 'other account', type: 'feature' });
    await client.waitFor(() => client.events.length === 3);
    expect(client.events.map((event) => JSON.parse(event.data).id)).toEqual(['a', 'b', 'c']);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('drops a reader that falls too far behind, and keeps the one that reads', async () => {
    await serve({ maxBufferedBytes: 16 * 1024 });
    const reader = await stream();
    // A client that sends the request and then never reads.
    const stalled = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    stalled.write('GET /?s=two HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => streams.size === 2);
    stalled.pause();
    let closed = false;
    stalled.on('close', () => (closed = true));
    stalled.on('error', () => {});
    let sent = 0;
    while (streams.size === 2 && sent < 400_000) {
      for (let i = 0; i < 2000; i += 1) streams.deliver({ accountId: 7, id: String(sent++), type: 'feature' });
      await turn();
      // The reader keeps up (what a browser does); only the stalled socket's backlog grows.
      await reader.waitFor(() => reader.events.length >= sent - 2000, 5000);
    }
    expect(streams.size).toBe(1);
    stalled.resume();
    await until(() => closed);
    streams.deliver({ accountId: 7, id: 'after', type: 'feature' });
    await reader.waitFor(() => reader.events.at(-1)?.data.includes('after') === true);
  }, 30_000);

  it('closes an ended stream whose client stopped reading once the grace period is over', async () => {
    await serve({ maxBufferedBytes: 64 * 1024 * 1024, endGraceMs: 200 });
    const stalled = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    stalled.on('error', () => {});
    stalled.write('GET /?s=stalled HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => streams.size === 1);
    stalled.pause();
    const { socket } = opened[0]!;
    let sent = 0;
    while (socket.writableLength === 0 && sent < 2_000_000) {
      for (let i = 0; i < 2000; i += 1) streams.deliver({ accountId: 7, id: String(sent++), type: 'feature' });
      await turn();
    }
    expect(socket.writableLength).toBeGreaterThan(0);
    streams.endSessions({ sessionId: 'stalled' });
    expect(streams.size).toBe(0);
    await until(() => socket.destroyed, 2000);
    stalled.destroy();
  }, 30_000);

  it('sends a heartbeat to every stream each round, in slices of the round', async () => {
    await serve({ heartbeatMs: 200 });
    const many = await Promise.all(Array.from({ length: 25 }, () => stream()));
    await Promise.all(many.map((client) => client.waitFor(() => client.comments.filter((comment) => comment === 'heartbeat').length >= 2, 2000)));
  });

  it("ends the streams of an ended session at once, and only that session's", async () => {
    await serve();
    const [ended, kept] = [await stream('gone'), await stream('stays')];
    streams.endSessions({ sessionId: 'gone' });
    expect(streams.size).toBe(1);
    await ended.ended;
    streams.endSessions({ accountId: 7, keepSessionId: 'stays' });
    expect(streams.size).toBe(1);
    streams.deliver({ accountId: 7, id: 'still', type: 'feature' });
    await kept.waitFor(() => kept.events.length === 1);
  });

  it('counts open streams against the limits, and a closed one no longer', async () => {
    await serve({ maxPerSession: 1, maxPerIp: 2 });
    const first = await stream('a');
    expect(streams.refusal('a', '127.0.0.1')).toBe('session_limit');
    await stream('b');
    expect(streams.refusal('c', '127.0.0.1')).toBe('ip_limit');
    expect(streams.refusal('c', '10.0.0.1')).toBeNull();
    first.close();
    await until(() => streams.refusal('a', '127.0.0.1') === null);
  });

  it('ends every stream on closeAll, so the server can close', async () => {
    await serve();
    const clientsOpen = [await stream(), await stream()];
    streams.closeAll();
    expect(streams.size).toBe(0);
    await Promise.all(clientsOpen.map((client) => client.ended));
    // Detached sockets are not the HTTP server's to close: without the end above this would hang.
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('detachSocket', () => {
  it('leaves alone what is not an HTTP/1 connection of its own: an injected request, HTTP/2, a closed socket', () => {
    const socket = new net.Socket();
    const response = (req: object, over: object = socket) => ({ socket: over, req, detachSocket: () => {} }) as unknown as http.ServerResponse;
    expect(detachSocket(response({ httpVersionMajor: 1 }, { write() {} }))).toBeNull();
    expect(detachSocket(response({ httpVersionMajor: 2 }))).toBeNull();
    socket.destroy();
    expect(detachSocket(response({ httpVersionMajor: 1 }))).toBeNull();
  });
});
