import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ChannelUnavailable, type CodeDelivery, type OutgoingMessage } from '../integrations/code-delivery';
import type { Log } from '../log';
import type { Executor } from '../repositories/executor';
import { type ClaimedMessage, claimDueMessages, insertOutboxMessage, markOutboxFailed, markOutboxRetry, markOutboxSent } from '../repositories/outbox-repository';
import { addMs, type Clock } from './clock';

/**
 * What became of messages right after the change that caused them: `sent` (they left), or
 * `queued` (not yet: the provider failed or was slow, the worker keeps trying).
 */
export type DeliveryState = 'sent' | 'queued';

/** The way services send messages: through the outbox, never straight to a provider. */
export interface Messages {
  /**
   * Writes the message into the outbox within `db`, the transaction of the change that causes it,
   * so both are kept or neither. A channel without a provider throws ChannelUnavailable (503
   * delivery_unavailable), which rolls the change back. After `expiresAt` (a code's validity) it
   * is not sent any more.
   */
  enqueue(db: Executor, message: OutgoingMessage, expiresAt?: Date): Promise<number>;
  /** After the commit: sends the messages at once, waiting at most a few seconds for them. */
  send(ids: readonly number[]): Promise<DeliveryState>;
}

/** The providers of each channel; null: none configured. */
export interface Providers {
  readonly email: CodeDelivery | null;
  readonly sms: CodeDelivery | null;
}

export interface OutboxTiming {
  /** How long a request waits for its messages before it answers `queued`. */
  readonly waitMs: number;
  /** How often the worker looks for due messages. */
  readonly pollMs: number;
  /** The delay after the first failed attempt; it doubles with each further one … */
  readonly firstRetryMs: number;
  /** … up to this. */
  readonly maxRetryMs: number;
  /** Attempts before a message is given up (failed, logged as an error). */
  readonly maxAttempts: number;
  /** How long one instance holds a message it sends before another may take it. */
  readonly leaseMs: number;
  /** Messages one worker round takes at most. */
  readonly batch: number;
}

/** Ten attempts over about 40 minutes (5 s, 10 s, 20 s … 15 min): an outage of a provider is waited out, then reported. */
export const OUTBOX_TIMING: OutboxTiming = {
  waitMs: 5_000,
  pollMs: 5_000,
  firstRetryMs: 5_000,
  maxRetryMs: 15 * 60_000,
  maxAttempts: 10,
  leaseMs: 2 * 60_000,
  batch: 20,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones (exponential, capped). */
export function retryDelayMs(attempts: number, timing: Pick<OutboxTiming, 'firstRetryMs' | 'maxRetryMs'> = OUTBOX_TIMING): number {
  return Math.min(timing.firstRetryMs * 2 ** Math.max(0, attempts - 1), timing.maxRetryMs);
}

/** A provider's error as stored and logged: its message without the recipient, shortened. */
function errorText(error: unknown, recipient: string): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const compact = recipient.replace(/[\s\-()./]/g, '');
  return [recipient, compact].reduce((rest, part) => (part ? rest.split(part).join('[recipient]') : rest), text).slice(0, 500);
}

/**
 * The outbox (issue 22.5: nothing acknowledged is lost). Messages are rows written with the change
 * that causes them; the request that made the change tries them at once, and the worker (started
 * when the server listens) retries the others with growing delays until they are sent, their use
 * has passed or the last attempt failed; those are marked failed and logged as errors. In demo mode
 * nothing leaves: a message is stored as delivered and is what the demo mailbox shows.
 */
export class MessageOutbox implements Messages {
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;

  /** @param providers the channels' providers, or 'demo' (the demo mailbox). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly providers: Providers | 'demo',
    private readonly log: Log & { info(object: object, message: string): void },
    private readonly timing: OutboxTiming = OUTBOX_TIMING,
  ) {}

  async enqueue(db: Executor, message: OutgoingMessage, expiresAt?: Date): Promise<number> {
    const createdAt = this.clock.now();
    if (this.providers === 'demo') {
      const id = await insertOutboxMessage(db, { ...message, createdAt, status: 'sent', expiresAt: expiresAt ?? null });
      // Demo mode only: the code goes to the log so a person running the demo can read it.
      this.log.info({ demoOutbox: { channel: message.channel, recipient: message.recipient, demoCode: message.code } }, message.subject);
      return id;
    }
    if (!this.providers[message.channel]) throw new ChannelUnavailable(message.channel);
    // Only the demo mailbox keeps a code apart from the text; the text goes once it is sent.
    return insertOutboxMessage(db, { ...message, code: null, createdAt, status: 'pending', expiresAt: expiresAt ?? null });
  }

  async send(ids: readonly number[]): Promise<DeliveryState> {
    if (this.providers === 'demo' || ids.length === 0) return 'sent';
    const attempt = this.track(this.attempt(ids));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DeliveryState>((resolve) => {
      timer = setTimeout(() => resolve('queued'), this.timing.waitMs);
    });
    try {
      return await Promise.race([attempt, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts the worker (when the server listens; not in demo mode, where nothing is pending). */
  start(): void {
    if (this.timer || this.providers === 'demo') return;
    this.timer = setInterval(() => void this.tick(), this.timing.pollMs);
    this.timer.unref();
  }

  /** One round of the worker: the due messages, each attempted once. Resolves when done (tests call it). */
  async tick(): Promise<void> {
    await this.track(this.attempt());
  }

  /** Stops the worker and waits for the attempts under way (at shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /** Attempts the due messages (of `ids`, or any): `sent` when every one of them left. */
  private async attempt(ids?: readonly number[]): Promise<DeliveryState> {
    try {
      const now = this.clock.now();
      const claimed = await claimDueMessages(this.db, now, addMs(now, this.timing.leaseMs), ids?.length ?? this.timing.batch, ids);
      const sent = await Promise.all(claimed.map((message) => this.attemptOne(message)));
      return ids && claimed.length === ids.length && sent.every(Boolean) ? 'sent' : 'queued';
    } catch (error) {
      // The database itself: the messages stay pending and the next round takes them.
      this.log.error({ err: error }, 'outbox round failed');
      return 'queued';
    }
  }

  private async attemptOne(message: ClaimedMessage): Promise<boolean> {
    const attempts = message.attempts + 1;
    const provider = (this.providers as Providers)[message.channel];
    try {
      if (!provider) throw new ChannelUnavailable(message.channel);
      await provider.deliver({ channel: message.channel, recipient: message.recipient, subject: message.subject, text: message.text, locale: message.locale, code: null });
    } catch (error) {
      const lastError = errorText(error, message.recipient);
      const next = addMs(this.clock.now(), retryDelayMs(attempts, this.timing));
      const facts = { outboxId: message.id, channel: message.channel, attempts, lastError };
      if (attempts >= this.timing.maxAttempts || (message.expiresAt && next >= message.expiresAt)) {
        await markOutboxFailed(this.db, message.id, attempts, lastError);
        this.log.error(facts, 'message not sent: given up');
      } else {
        await markOutboxRetry(this.db, message.id, attempts, next, lastError);
        this.log.warn({ ...facts, nextAttemptAt: next.toISOString() }, 'message not sent yet: will retry');
      }
      return false;
    }
    await markOutboxSent(this.db, message.id, this.clock.now(), attempts);
    return true;
  }
}
