import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NotificationEvent } from '../../contract/inbox';
import type { AccountEvent, SessionsEnded } from '../integrations/event-bus';
import { detachSocket } from './detach-socket';

/**
 * One open `GET /api/events` stream: its bare socket (detached from the HTTP server, see
 * detach-socket.ts) and five small fields. Thousands are held per process.
 */
interface Stream {
  readonly socket: Socket;
  readonly accountId: number;
  readonly sessionId: string;
  readonly ip: string;
  readonly openedAt: number;
  /** Which slice of the heartbeat round sends this stream its heartbeat. */
  readonly slice: number;
}

export interface EventStreamsOptions {
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  readonly heartbeatMs: number;
  /** A stream ends after this long; the client reconnects, which checks the session again. */
  readonly maxAgeMs: number;
  /** A client that reads slower than this much unsent output is dropped (it reconnects). */
  readonly maxBufferedBytes: number;
  /**
   * How long an ended stream may take to hand over its last bytes; a client that stopped reading
   * would otherwise keep the connection (outside the registry and its limits) for good. Default 5 s.
   */
  readonly endGraceMs?: number;
  /** Open streams per session at most (a few tabs); more are refused. */
  readonly maxPerSession: number;
  /** Open streams per client address at most (one office behind one address has several people). */
  readonly maxPerIp: number;
  /** Extra response headers of every stream (HSTS on https deployments). */
  readonly headers?: OutgoingHttpHeaders;
}

/**
 * Which of these session ids are still valid. Asked at every heartbeat, so a session that timed
 * out or was ended anywhere ends its streams here too. A failure (database down) keeps them open.
 */
export type LiveSessions = (ids: readonly string[]) => Promise<ReadonlySet<string>>;

/** Why a new stream is refused. */
export type StreamRefusal = 'session_limit' | 'ip_limit';

// Frames are encoded once and the same bytes written to every stream.
const OPENING = 'retry: 5000\n: connected\n\n';
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
/** Sent after the instance's link to the others was down: events may have been missed, refetch. */
const RESYNC = Buffer.from('event: resync\ndata: {}\n\n');

/**
 * The heartbeat round is sent in this many slices, one per tick of the shared timer: 10,000 streams
 * get 1,000 heartbeat writes at a time, which do not hold up a delivery for long.
 */
const HEARTBEAT_SLICES = 10;

const END_GRACE_MS = 5_000;

/**
 * The server-sent event streams of this process, by account. One shared timer sends every
 * heartbeat (no timer per connection, the round spread over slices) and re-checks the sessions
 * behind the streams; events that arrive in one turn of the event loop leave in one write per
 * stream; a closed connection leaves the registry at once.
 */
export class EventStreams {
  private readonly byAccount = new Map<number, Set<Stream>>();
  private readonly perSession = new Map<string, number>();
  private readonly perIp = new Map<string, number>();
  private readonly bySocket = new WeakMap<Socket, Stream>();
  private count = 0;
  private opened = 0;
  private tick = 0;
  private readonly timer: NodeJS.Timeout;
  /** Frames per account waiting for the end of this turn of the event loop. */
  private readonly pending = new Map<number, Buffer[]>();
  private flushScheduled = false;
  /**
   * The status line, the headers and the opening comment, encoded once for all streams. A stream
   * is not a document, so the page security headers (CSP, frame and opener policies) do not apply;
   * what does: no caching, no sniffing, no cross-origin reads. The body ends with the connection
   * (no chunked framing, so every frame is written as is).
   */
  private readonly opening: Buffer;
  /** One 'close' listener for all sockets (no closure per stream). */
  private readonly onClose: (this: Socket) => void;

  constructor(
    private readonly options: EventStreamsOptions,
    private readonly liveSessions: LiveSessions = async (ids) => new Set(ids),
  ) {
    this.timer = setInterval(() => void this.beat(), Math.max(1, Math.floor(options.heartbeatMs / HEARTBEAT_SLICES)));
    this.timer.unref();
    this.opening = Buffer.from(
      responseHead({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
        ...options.headers,
        connection: 'close',
      }) + OPENING,
    );
    this.onClose = closeListener(this.bySocket, (stream) => this.remove(stream));
  }

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /** Whether another stream of this session from this address would exceed a limit (null: it may open). */
  refusal(sessionId: string, ip: string): StreamRefusal | null {
    if ((this.perSession.get(sessionId) ?? 0) >= this.options.maxPerSession) return 'session_limit';
    if ((this.perIp.get(ip) ?? 0) >= this.options.maxPerIp) return 'ip_limit';
    return null;
  }

  /**
   * Starts a stream on a hijacked response: takes its socket from the HTTP server, writes the
   * headers and the opening comment, then events. The request and response objects are not kept.
   */
  open(res: ServerResponse, session: { accountId: number; id: string }, ip: string): void {
    const socket = detachSocket(res);
    if (!socket) {
      res.destroy();
      return;
    }
    const stream: Stream = { socket, accountId: session.accountId, sessionId: session.id, ip, openedAt: Date.now(), slice: this.opened++ % HEARTBEAT_SLICES };
    let streams = this.byAccount.get(stream.accountId);
    if (!streams) this.byAccount.set(stream.accountId, (streams = new Set()));
    streams.add(stream);
    this.bySocket.set(socket, stream);
    this.count += 1;
    adjust(this.perSession, stream.sessionId, 1);
    adjust(this.perIp, stream.ip, 1);
    // A failed write or reset ends in 'close'; the error itself needs no handling here.
    socket.on('error', ignore);
    socket.on('end', destroySelf);
    socket.once('close', this.onClose);
    // Whatever the client still sends (it should send nothing) is read and dropped, so its end is seen.
    socket.resume();
    socket.write(this.opening);
  }

  /**
   * Sends a `notification` event to every stream of the event's account in this process, at the
   * end of this turn of the event loop together with the account's other events of the turn.
   */
  deliver(event: AccountEvent): void {
    if (!this.byAccount.has(event.accountId)) return;
    const data: NotificationEvent = { id: event.id, type: event.type };
    const frame = Buffer.from(`event: notification\ndata: ${JSON.stringify(data)}\n\n`);
    const frames = this.pending.get(event.accountId);
    if (frames) frames.push(frame);
    else this.pending.set(event.accountId, [frame]);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Tells every stream to refetch: events may have been missed while the bus was down. */
  resync(): void {
    for (const streams of this.byAccount.values()) for (const stream of streams) this.write(stream, RESYNC);
  }

  /** Ends the streams of sessions that ended (logout, password change) on any instance. */
  endSessions(ended: SessionsEnded): void {
    if ('sessionId' in ended) {
      if (!this.perSession.has(ended.sessionId)) return;
      for (const streams of this.byAccount.values()) for (const stream of streams) if (stream.sessionId === ended.sessionId) this.end(stream);
      return;
    }
    for (const stream of this.byAccount.get(ended.accountId) ?? []) if (stream.sessionId !== ended.keepSessionId) this.end(stream);
  }

  /** Ends every stream (server shutdown) and stops the heartbeat. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const streams of this.byAccount.values()) for (const stream of streams) this.end(stream);
  }

  /** One write per stream for all the frames of its account that arrived in this turn. */
  private flush(): void {
    this.flushScheduled = false;
    for (const [accountId, frames] of this.pending) {
      const chunk = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      for (const stream of this.byAccount.get(accountId) ?? []) this.write(stream, chunk);
    }
    this.pending.clear();
  }

  /**
   * One slice of the heartbeat round: a heartbeat to its streams, or the end for those past their
   * age. Once per round (every heartbeatMs) the sessions behind all streams are checked.
   */
  private async beat(): Promise<void> {
    const slice = this.tick;
    this.tick = (this.tick + 1) % HEARTBEAT_SLICES;
    const expired = Date.now() - this.options.maxAgeMs;
    for (const streams of this.byAccount.values()) {
      for (const stream of streams) {
        if (stream.slice !== slice) continue;
        if (stream.openedAt <= expired) this.end(stream);
        else this.write(stream, HEARTBEAT);
      }
    }
    if (slice !== 0 || this.perSession.size === 0) return;
    let live: ReadonlySet<string>;
    try {
      live = await this.liveSessions([...this.perSession.keys()]);
    } catch {
      return;
    }
    for (const streams of this.byAccount.values()) for (const stream of streams) if (!live.has(stream.sessionId)) this.end(stream);
  }

  private write(stream: Stream, chunk: Buffer): void {
    const { socket } = stream;
    if (socket.destroyed || !socket.writable) return;
    // A reader this far behind is dropped (its EventSource reconnects); its backlog is freed.
    if (socket.writableLength > this.options.maxBufferedBytes) {
      this.remove(stream);
      socket.destroy();
      return;
    }
    socket.write(chunk);
  }

  /** Ends a stream: it leaves the registry now; the socket closes once its last bytes are written. */
  private end(stream: Stream): void {
    this.remove(stream);
    const { socket } = stream;
    if (socket.destroyed) return;
    socket.setTimeout(this.options.endGraceMs ?? END_GRACE_MS, destroySelf);
    socket.end(() => socket.destroy());
  }

  private remove(stream: Stream): void {
    const streams = this.byAccount.get(stream.accountId);
    if (!streams?.delete(stream)) return;
    this.count -= 1;
    adjust(this.perSession, stream.sessionId, -1);
    adjust(this.perIp, stream.ip, -1);
    if (streams.size === 0) this.byAccount.delete(stream.accountId);
  }
}

function ignore(): void {}

/** Closes a socket: its client went away (half-close), or did not take an ended stream's last bytes in time. */
function destroySelf(this: Socket): void {
  this.destroy();
}

/** A 'close' listener that finds the socket's stream and hands it to `remove`. */
function closeListener(bySocket: WeakMap<Socket, Stream>, remove: (stream: Stream) => void): (this: Socket) => void {
  return function onClose(this: Socket) {
    const stream = bySocket.get(this);
    if (stream) remove(stream);
  };
}

/** `HTTP/1.1 200 OK` and the headers, as written on the socket. */
function responseHead(headers: OutgoingHttpHeaders): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = String(value);
    if (/[\r\n]/.test(name) || /[\r\n]/.test(text)) throw new Error(`header ${name} has a line break`);
    head += `${name}: ${text}\r\n`;
  }
  return `${head}\r\n`;
}

function adjust(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
