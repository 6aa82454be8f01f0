import type { IcalFeed, IcalFeedList, IcalFeedRequest, IcalSyncLogEntry, IcalSyncResult } from '../../contract/ical';
import { isLocalHost } from '../integrations/public-address';
import { findOwnHome } from '../repositories/own-homes-repository';
import type { Executor } from '../repositories/executor';
import {
  cancelImportedStays,
  deleteFeed,
  feedExportTokenOf,
  type FeedRow,
  feedsOfHome,
  findFeed,
  insertFeed,
  recentSyncLog,
  replaceFeedExportToken,
  stayIdsOfFeed,
} from '../repositories/ical-repository';
import type { Clock } from './clock';
import { exportAddress, newExportToken } from './ical-export-service';
import { Failure } from './failure';
import type { IcalSyncService, SyncReport } from './ical-sync-service';
import { parseObjectId } from './object-id';

/** Feeds one home may subscribe to. */
const MAX_FEEDS_PER_HOME = 10;
/** Log lines listed per feed. */
const LOG_LINES = 10;

function toFeed(row: FeedRow & { exportToken: string }, publicUrl: string): IcalFeed {
  return {
    id: String(row.id),
    accommodationCode: row.accommodationCode,
    name: row.name,
    url: row.url,
    status: row.status,
    lastSyncAt: row.lastSyncAt ? row.lastSyncAt.toISOString() : null,
    eventCount: row.eventCount,
    conflictCount: row.conflictCount,
    lastError: row.lastError,
    exportUrl: exportAddress(publicUrl, row.exportToken),
  };
}

function toLogEntry(entry: SyncReport['log']): IcalSyncLogEntry {
  return {
    at: entry.at.toISOString(),
    outcome: entry.outcome,
    added: entry.added,
    updated: entry.updated,
    removed: entry.removed,
    conflicts: entry.conflicts,
    error: entry.error,
    skipped: [...entry.skipped],
    replaced: [...entry.replaced],
  };
}

/** The owner's side of iCal import: subscribing, listing, syncing now and removing feeds. */
export class IcalFeedService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly sync: IcalSyncService,
    private readonly allowPrivateUrls: boolean,
    private readonly publicUrl: string,
  ) {}

  /**
   * Subscribes one of the account's homes to a feed and reads it right away. A loopback or private
   * host is 400 `url: not_public` (unless allowed for tests), a URL the home has already
   * `url: duplicate`, more than 10 feeds `url: too_many`; a feed that cannot be read is created
   * with status error and its reason (it is tried again on schedule).
   */
  async subscribe(accountId: number, code: string, request: IcalFeedRequest): Promise<IcalFeed> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    if (!this.allowPrivateUrls && isLocalHost(new URL(request.url).hostname)) throw Failure.badRequest('invalid_request', { fieldErrors: { url: ['not_public'] } });
    if ((await feedsOfHome(this.db, home.id)).length >= MAX_FEEDS_PER_HOME) throw Failure.badRequest('invalid_request', { fieldErrors: { url: ['too_many'] } });
    const id = await insertFeed(this.db, home.id, request.name, request.url, newExportToken(), this.clock.now());
    if (id === undefined) throw Failure.badRequest('invalid_request', { fieldErrors: { url: ['duplicate'] } });
    await this.sync.sync((await findFeed(this.db, id))!);
    return this.toFeed((await findFeed(this.db, id))!);
  }

  /** The feeds of one of the account's homes with their recent sync log. */
  async list(accountId: number, code: string): Promise<IcalFeedList> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    const feeds = await feedsOfHome(this.db, home.id);
    const log = await recentSyncLog(this.db, feeds.map((feed) => feed.id), LOG_LINES);
    const listed = [];
    for (const feed of feeds) listed.push({ ...(await this.toFeed(feed)), log: log.filter((entry) => Number(entry.feedId) === feed.id).map(toLogEntry) });
    return { feeds: listed };
  }

  /** Syncs one of the account's feeds now; a feed that cannot be read answers 200 with status error. */
  async syncNow(accountId: number, id: string): Promise<IcalSyncResult> {
    const feed = await this.ownFeed(accountId, id);
    const report = await this.sync.sync(feed);
    return { feed: await this.toFeed((await findFeed(this.db, feed.id))!), log: toLogEntry(report.log) };
  }

  /** Replaces the address one of the account's feeds' platform reads; its old address answers 404 from now on. */
  async rotateExport(accountId: number, id: string): Promise<IcalFeed> {
    const feed = await this.ownFeed(accountId, id);
    const token = newExportToken();
    await replaceFeedExportToken(this.db, feed.id, token);
    return toFeed({ ...feed, exportToken: token }, this.publicUrl);
  }

  /** Removes one of the account's feeds and cancels the stays it imported. */
  async remove(accountId: number, id: string): Promise<void> {
    const feed = await this.ownFeed(accountId, id);
    await this.db.transaction().execute(async (trx) => {
      await cancelImportedStays(trx, await stayIdsOfFeed(trx, feed.id), this.clock.now());
      await deleteFeed(trx, feed.id);
    });
  }

  /** The feed as the owner sees it; a feed from before per-platform addresses gets its address now. */
  private async toFeed(row: FeedRow): Promise<IcalFeed> {
    const exportToken = row.exportToken ?? (await feedExportTokenOf(this.db, row.id, newExportToken()));
    return toFeed({ ...row, exportToken }, this.publicUrl);
  }

  private async ownFeed(accountId: number, id: string): Promise<FeedRow> {
    const feedId = parseObjectId(id);
    const feed = feedId === null ? undefined : await findFeed(this.db, feedId);
    if (!feed || feed.accountId !== accountId) throw Failure.notFound();
    return feed;
  }
}
