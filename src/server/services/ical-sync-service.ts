import type { IcalFeedError, IcalReplacedEvent, IcalSkippedEvent } from '../../contract/ical';
import { homeTimeZone } from '../../domain/home-time-zone';
import type { FeedFetcher } from '../integrations/ical-fetcher';
import { parseFeedInSandbox } from '../integrations/ical-parse-sandbox';
import type { ImportedEvent } from '../integrations/ical-parser';
import type { Log } from '../log';
import type { Executor } from '../repositories/executor';
import {
  cancelImportedStays,
  claimDueFeeds,
  deleteFeedEvent,
  eventsOfFeed,
  type FeedEventRow,
  type FeedRow,
  findFeed,
  insertExternalIfFree,
  insertFeedEvent,
  insertSyncLog,
  lockFeed,
  type SyncLogInput,
  updateFeedAfterSync,
  updateFeedEvent,
} from '../repositories/ical-repository';
import { isOverlapError } from '../repositories/stays-repository';
import { addMs, type Clock, today } from './clock';

/** Imported occurrences per feed at most (a daily recurring event for two years fits). */
const MAX_EVENTS = 5000;
/** Past stays are not imported; the feed looks this far ahead. */
const HORIZON_DAYS = 730;
/** A feed missing from this many successful fetches in a row counts as cancelled. */
const MISSING_FETCHES_TO_CANCEL = 2;
/** Feeds one scheduler tick refreshes at most (the rest wait for the next tick). */
const FEEDS_PER_TICK = 20;
/** Skipped and replaced events one log line lists at most (the counts are what matter beyond). */
const LOGGED_EVENTS = 50;

/** What a sync did beyond the counts: events left out and duplicates replaced. */
interface EventNotes {
  readonly skipped: readonly IcalSkippedEvent[];
  readonly replaced: readonly IcalReplacedEvent[];
}
const NO_NOTES: EventNotes = { skipped: [], replaced: [] };

export interface SyncReport {
  readonly feedId: number;
  readonly log: SyncLogInput & { at: Date };
}

/**
 * Two-way sync, the import side: fetches a feed (conditionally), reads it and applies it to the
 * home's calendar. New events become ExternalBooking stays unless they clash with a stay already
 * there, which makes them conflicts the owner sees (never dropped silently); moved events move
 * their stay; an event counts as cancelled only when two successful fetches in a row lack it (a
 * 304 is a successful fetch of the same text, so it counts); our own exported events are
 * recognised by UID and not imported; an event that cannot be read is skipped and logged with its
 * reason (what it imported before stays). A failed fetch or an unreadable feed changes nothing
 * but the feed's status and log.
 */
export class IcalSyncService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly fetcher: FeedFetcher,
    private readonly options: { readonly host: string; readonly refreshMinutes: number },
    private readonly log: Log,
  ) {}

  /** Syncs one feed now (after its own checks of who may). */
  async sync(feed: FeedRow): Promise<SyncReport> {
    const outcome = await this.fetcher(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
    const now = this.clock.now();
    const nextSyncAt = addMs(now, this.options.refreshMinutes * 60_000);
    if (outcome.kind === 'failed') return this.failed(feed.id, outcome.error, outcome.detail, nextSyncAt);
    if (outcome.kind === 'not_modified') return { feedId: feed.id, log: await this.unchanged(feed, now, nextSyncAt) };
    const day = today(this.clock);
    // Off the request path (a worker with a time and memory budget): a feed bomb stalls nothing.
    const parsed = await parseFeedInSandbox({
      text: outcome.body,
      options: {
        horizonFrom: day.subtract({ days: 1 }).toString(),
        horizonTo: day.add({ days: HORIZON_DAYS }).toString(),
        zone: homeTimeZone(feed.country),
        ownHost: this.options.host,
        maxEvents: MAX_EVENTS,
      },
    });
    if (!parsed.ok) return this.failed(feed.id, parsed.error, parsed.detail, nextSyncAt);
    // A stay booked in parallel can make the database refuse an import that looked free: try again once.
    for (let attempt = 1; ; attempt++) {
      try {
        const log = await this.apply(feed, parsed.events, parsed, now, nextSyncAt, outcome.validators);
        return { feedId: feed.id, log };
      } catch (error) {
        if (!isOverlapError(error) || attempt === 2) throw error;
      }
    }
  }

  /** Refreshes the feeds that are due (the scheduler's tick); one failing feed does not stop the others. */
  async syncDue(): Promise<number> {
    const now = this.clock.now();
    const ids = await claimDueFeeds(this.db, now, addMs(now, this.options.refreshMinutes * 60_000), FEEDS_PER_TICK);
    for (const id of ids) {
      try {
        const feed = await findFeed(this.db, id);
        if (feed) await this.sync(feed);
      } catch (error) {
        this.log.error({ err: error, feedId: id }, 'iCal feed sync failed');
      }
    }
    return ids.length;
  }

  private async failed(feedId: number, error: IcalFeedError, detail: string, nextSyncAt: Date): Promise<SyncReport> {
    const now = this.clock.now();
    const log = { outcome: 'error' as const, added: 0, updated: 0, removed: 0, conflicts: 0, error, ...NO_NOTES, at: now };
    this.log.warn({ feedId, error, detail }, 'iCal feed not read');
    await this.db.transaction().execute(async (trx) => {
      await updateFeedAfterSync(trx, feedId, { status: 'error', lastError: error, nextSyncAt });
      await insertSyncLog(trx, feedId, now, log);
    });
    return { feedId, log };
  }

  /**
   * A 304: the feed is as last read. Events already missing from it are missing once more, so a
   * cancellation is released even when the platform answers every later fetch with 304.
   */
  private async unchanged(feed: FeedRow, now: Date, nextSyncAt: Date): Promise<SyncLogInput & { at: Date }> {
    return this.db.transaction().execute(async (trx) => {
      let removed = 0;
      if (await lockFeed(trx, feed.id)) {
        for (const event of await eventsOfFeed(trx, feed.id)) {
          if (event.missingCount === 0) continue;
          removed += await this.missing(trx, event, now);
        }
      }
      const conflicts = (await eventsOfFeed(trx, feed.id)).filter((event) => event.stayId === null).length;
      const log = { outcome: removed > 0 ? ('changed' as const) : ('unchanged' as const), added: 0, updated: 0, removed, conflicts, error: null, ...NO_NOTES, at: now };
      await updateFeedAfterSync(trx, feed.id, { status: 'ok', lastError: null, syncedAt: now, nextSyncAt });
      await insertSyncLog(trx, feed.id, now, log);
      return log;
    });
  }

  /** One more fetch without the event: 1 when that releases it (its stay cancelled), else 0. */
  private async missing(trx: Executor, event: FeedEventRow, now: Date): Promise<number> {
    if (event.missingCount + 1 >= MISSING_FETCHES_TO_CANCEL) {
      if (event.stayId !== null) await cancelImportedStays(trx, [event.stayId], now);
      await deleteFeedEvent(trx, event.id);
      return 1;
    }
    await updateFeedEvent(trx, event.id, { ...event, missingCount: event.missingCount + 1 });
    return 0;
  }

  private async apply(
    feed: FeedRow,
    events: readonly ImportedEvent[],
    notes: EventNotes,
    now: Date,
    nextSyncAt: Date,
    validators: { etag: string | null; lastModified: string | null },
  ): Promise<SyncLogInput & { at: Date }> {
    return this.db.transaction().execute(async (trx) => {
      // A parallel sync of the same feed waits here and then works on this one's result; a feed
      // deleted meanwhile is left alone.
      if (!(await lockFeed(trx, feed.id))) return { outcome: 'unchanged', added: 0, updated: 0, removed: 0, conflicts: 0, error: null, ...NO_NOTES, at: now };
      const known = new Map((await eventsOfFeed(trx, feed.id)).map((event) => [event.occurrence, event]));
      let added = 0;
      let updated = 0;
      let removed = 0;
      // Removals first: nights a cancelled event frees can take a moved one.
      const present = new Set(events.map((event) => event.occurrence));
      // An event skipped as unreadable this time is not missing: what it imported before stays.
      const unread = notes.skipped.map((event) => event.uid);
      const wasUnread = (occurrence: string) => unread.some((uid) => occurrence === uid || occurrence.startsWith(`${uid}#`));
      for (const event of known.values()) {
        if (present.has(event.occurrence) || wasUnread(event.occurrence)) continue;
        removed += await this.missing(trx, event, now);
      }
      for (const event of events) {
        const before = known.get(event.occurrence);
        if (!before) {
          const stayId = await insertExternalIfFree(trx, feed.accommodationId, event.from, event.to, now);
          await insertFeedEvent(trx, feed.id, { ...event, stayId });
          added++;
          continue;
        }
        const moved = before.from !== event.from || before.to !== event.to;
        let stayId = before.stayId;
        if (moved && stayId !== null) {
          await cancelImportedStays(trx, [stayId], now);
          stayId = null;
        }
        // A conflict is tried again each time: the stay it clashed with may be gone.
        if (stayId === null) stayId = await insertExternalIfFree(trx, feed.accommodationId, event.from, event.to, now);
        if (moved || stayId !== before.stayId || before.title !== event.title || before.missingCount !== 0) {
          await updateFeedEvent(trx, before.id, { from: event.from, to: event.to, title: event.title, stayId, missingCount: 0 });
          if (moved || before.title !== event.title) updated++;
        }
      }
      const conflicts = (await eventsOfFeed(trx, feed.id)).filter((event) => event.stayId === null).length;
      const log = { outcome: added + updated + removed > 0 ? ('changed' as const) : ('unchanged' as const), added, updated, removed, conflicts, error: null, skipped: notes.skipped.slice(0, LOGGED_EVENTS), replaced: notes.replaced.slice(0, LOGGED_EVENTS), at: now };
      await updateFeedAfterSync(trx, feed.id, { status: 'ok', lastError: null, etag: validators.etag, lastModified: validators.lastModified, syncedAt: now, nextSyncAt });
      await insertSyncLog(trx, feed.id, now, log);
      return log;
    });
  }
}
