import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NotificationEvent } from '../../contract/inbox';
import type { AccountEvent, SessionsEnded } from '../integrations/event-bus';

/** One open `GET /api/events` response. Kept small: thousands are held per process. */
interface Stream {
  readonly res: ServerResponse;
  readonly accountId: number;
  readonly sessionId: string;
  readonly ip: string;
  readonly openedAt: number;
}

export interface EventStreamsOptions {
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  readonly heartbeatMs: number;
  /** A stream ends after this long; the client reconnects, which checks the session again. */
  readonly maxAgeMs: number;
  /** A client that reads slower than this much unsent output is dropped (it reconnects). */
  readonly maxBufferedBytes: number;
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
const OPENING = Buffer.from('retry: 5000\n: connected\n\n');
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
/** Sent after the instance's link to the others was down: events may have been missed, refetch. */
const RESYNC = Buffer.from('event: resync\ndata: {}\n\n');

/**
 * The server-sent event streams of this process, by account. One shared timer sends every
 * heartbeat (no timer per connection) and re-checks the sessions behind the streams; a closed
 * connection leaves the registry at once.
 */
export class EventStreams {
  private readonly byAccount = new Map<number, Set<Stream>>();
  private readonly perSession = new Map<string, number>();
  private readonly perIp = new Map<string, number>();
  private count = 0;
  private readonly timer: NodeJS.Timeout;
  /**
   * One headers object for all streams. A stream is not a document, so the page security headers
   * (CSP, frame and opener policies) do not apply; what does: no caching, no sniffing, no
   * cross-origin reads. Small headers matter here: they stay in memory as long as the stream.
   */
  private readonly headers: OutgoingHttpHeaders;

  constructor(
    private readonly options: EventStreamsOptions,
    private readonly liveSessions: LiveSessions = async (ids) => new Set(ids),
  ) {
    this.timer = setInterval(() => void this.beat(), options.heartbeatMs);
    this.timer.unref();
    this.headers = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      ...options.headers,
    };
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

  /** Starts a stream on a hijacked response: headers, the opening comment, then events. */
  open(res: ServerResponse, session: { accountId: number; id: string }, ip: string): void {
    const stream: Stream = { res, accountId: session.accountId, sessionId: session.id, ip, openedAt: Date.now() };
    let streams = this.byAccount.get(stream.accountId);
    if (!streams) this.byAccount.set(stream.accountId, (streams = new Set()));
    streams.add(stream);
    this.count += 1;
    adjust(this.perSession, stream.sessionId, 1);
    adjust(this.perIp, stream.ip, 1);
    res.once('close', () => this.remove(stream));
    res.writeHead(200, this.headers);
    this.write(stream, OPENING);
  }

  /** Sends a `notification` event to every stream of the event's account in this process. */
  deliver(event: AccountEvent): void {
    const streams = this.byAccount.get(event.accountId);
    if (!streams) return;
    const data: NotificationEvent = { id: event.id, type: event.type };
    const frame = Buffer.from(`event: notification\ndata: ${JSON.stringify(data)}\n\n`);
    for (const stream of streams) this.write(stream, frame);
  }

  /** Tells every stream to refetch: events may have been missed while the bus was down. */
  resync(): void {
    for (const streams of this.byAccount.values()) for (const stream of streams) this.write(stream, RESYNC);
  }

  /** Ends the streams of sessions that ended (logout, password change) on any instance. */
  endSessions(ended: SessionsEnded): void {
    if ('sessionId' in ended) {
      if (!this.perSession.has(ended.sessionId)) return;
      for (const streams of this.byAccount.values()) for (const stream of streams) if (stream.sessionId === ended.sessionId) stream.res.end();
      return;
    }
    for (const stream of this.byAccount.get(ended.accountId) ?? []) if (stream.sessionId !== ended.keepSessionId) stream.res.end();
  }

  /** Ends every stream (server shutdown) and stops the heartbeat. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const streams of this.byAccount.values()) for (const stream of streams) stream.res.end();
  }

  private async beat(): Promise<void> {
    const expired = Date.now() - this.options.maxAgeMs;
    for (const streams of this.byAccount.values()) {
      for (const stream of streams) {
        if (stream.openedAt <= expired) stream.res.end();
        else this.write(stream, HEARTBEAT);
      }
    }
    if (this.perSession.size === 0) return;
    let live: ReadonlySet<string>;
    try {
      live = await this.liveSessions([...this.perSession.keys()]);
    } catch {
      return;
    }
    for (const streams of this.byAccount.values()) for (const stream of streams) if (!live.has(stream.sessionId)) stream.res.end();
  }

  private write(stream: Stream, chunk: Buffer): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    if (stream.res.writableLength > this.options.maxBufferedBytes) {
      stream.res.destroy();
      return;
    }
    stream.res.write(chunk);
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

function adjust(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
