import { sql } from 'kysely';
import type { IcalFeedError, IcalFeedStatus, IcalReplacedEvent, IcalSkippedEvent } from '../../contract/ical';
import { dateRange, jsonb, sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

// ---- export tokens -------------------------------------------------------------------------

/** The home's export token, creating `candidate` as it when there is none (parallel callers agree on one). */
export async function exportTokenOf(db: Executor, accommodationId: number, candidate: string, now: Date): Promise<string> {
  await db
    .insertInto('icalExportTokens')
    .values({ accommodationId: accommodationId, token: candidate, createdAt: now })
    .onConflict((conflict) => conflict.column('accommodationId').doNothing())
    .execute();
  const row = await db.selectFrom('icalExportTokens').select('token').where('accommodationId', '=', accommodationId).executeTakeFirstOrThrow();
  return row.token;
}

/** Replaces the home's export token: the old feed URL stops working at once. */
export async function replaceExportToken(db: Executor, accommodationId: number, token: string, now: Date): Promise<void> {
  await db
    .insertInto('icalExportTokens')
    .values({ accommodationId: accommodationId, token, createdAt: now })
    .onConflict((conflict) => conflict.column('accommodationId').doUpdateSet({ token, createdAt: now }))
    .execute();
}

/**
 * The home a feed token belongs to: the home's own address (`forFeed` null), or the address of
 * one of its imported feeds (`forFeed` that feed's id).
 */
export async function homeByExportToken(db: Executor, token: string) {
  const own = await db
    .selectFrom('icalExportTokens')
    .innerJoin('accommodations', 'accommodations.id', 'icalExportTokens.accommodationId')
    .innerJoin('accounts', 'accounts.id', 'accommodations.accountId')
    .select(['accommodations.id', 'accommodations.code', 'accommodations.name', 'icalExportTokens.createdAt', 'accounts.portalLanguage'])
    .where('icalExportTokens.token', '=', token)
    .executeTakeFirst();
  if (own) return { ...own, forFeed: null };
  const platform = await db
    .selectFrom('icalFeeds')
    .innerJoin('accommodations', 'accommodations.id', 'icalFeeds.accommodationId')
    .innerJoin('accounts', 'accounts.id', 'accommodations.accountId')
    .select(['accommodations.id', 'accommodations.code', 'accommodations.name', 'icalFeeds.createdAt', 'icalFeeds.id as feedId', 'accounts.portalLanguage'])
    .where('icalFeeds.exportToken', '=', token)
    .executeTakeFirst();
  return platform && { id: platform.id, code: platform.code, name: platform.name, createdAt: platform.createdAt, portalLanguage: platform.portalLanguage, forFeed: platform.feedId };
}

/** Gives a feed its export token when it has none yet (feeds from before migration 0026); returns the token. */
export async function feedExportTokenOf(db: Executor, feedId: number, candidate: string): Promise<string> {
  await db.updateTable('icalFeeds').set({ exportToken: candidate }).where('id', '=', feedId).where('exportToken', 'is', null).execute();
  const row = await db.selectFrom('icalFeeds').select('exportToken').where('id', '=', feedId).executeTakeFirstOrThrow();
  return row.exportToken!;
}

/** Replaces a feed's export token: the platform's old address stops working at once. */
export async function replaceFeedExportToken(db: Executor, feedId: number, token: string): Promise<void> {
  await db.updateTable('icalFeeds').set({ exportToken: token }).where('id', '=', feedId).execute();
}

/**
 * The stays a home's feed exports, departing after `from`, and the newest change of any stay of
 * the home (Last-Modified). The home's own address (`forFeed` null): active stays not imported
 * from other platforms (they know their own). A platform's address (`forFeed` its feed): every
 * active stay but those imported from that feed, so other platforms' bookings reach it and its
 * own never echo back.
 */
export async function exportedStays(db: Executor, accommodationId: number, from: string, forFeed: number | null = null) {
  const stays = await db
    .selectFrom('stays')
    .select(['id', sql<string>`lower(period)`.as('arrival'), sql<string>`upper(period)`.as('departure'), 'updatedAt'])
    .where('accommodationId', '=', accommodationId)
    .where(sql<boolean>`NOT canceled`)
    .where((eb) =>
      forFeed === null
        ? eb('kind', '!=', 'ExternalBooking')
        : eb.not(eb('id', 'in', eb.selectFrom('icalFeedEvents').select('stayId').where('feedId', '=', forFeed).where('stayId', 'is not', null).$narrowType<{ stayId: number }>())),
    )
    .where(sql<boolean>`period && daterange(${sqlDate(from)}, NULL)`)
    .orderBy(sql`lower(period)`)
    .orderBy('id')
    .execute();
  const newest = await db
    .selectFrom('stays')
    .select(sql<Date | null>`max(updated_at)`.as('at'))
    .where('accommodationId', '=', accommodationId)
    .executeTakeFirst();
  return { stays: stays.map((row) => ({ id: row.id, arrival: row.arrival, departure: row.departure, updatedAt: row.updatedAt })), newestChange: newest?.at ?? null };
}

// ---- feeds -----------------------------------------------------------------------------------

export interface FeedRow {
  readonly id: number;
  readonly accommodationId: number;
  readonly accommodationCode: string;
  readonly country: string;
  readonly accountId: number;
  readonly name: string;
  readonly url: string;
  readonly status: IcalFeedStatus;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly lastSyncAt: Date | null;
  readonly lastError: IcalFeedError | null;
  readonly eventCount: number;
  readonly conflictCount: number;
  /** The address for this platform; null until first shown (feeds from before migration 0026). */
  readonly exportToken: string | null;
}

function feedQuery(db: Executor) {
  return db
    .selectFrom('icalFeeds')
    .innerJoin('accommodations', 'accommodations.id', 'icalFeeds.accommodationId')
    .select([
      'icalFeeds.id',
      'icalFeeds.accommodationId',
      'accommodations.code',
      'accommodations.country',
      'accommodations.accountId',
      'icalFeeds.name',
      'icalFeeds.url',
      'icalFeeds.status',
      'icalFeeds.etag',
      'icalFeeds.lastModified',
      'icalFeeds.lastSyncAt',
      'icalFeeds.lastError',
      'icalFeeds.exportToken',
      sql<number>`(SELECT count(*)::int FROM ical_feed_events e WHERE e.feed_id = ical_feeds.id AND e.missing_count = 0)`.as('eventCount'),
      sql<number>`(SELECT count(*)::int FROM ical_feed_events e WHERE e.feed_id = ical_feeds.id AND e.stay_id IS NULL)`.as('conflictCount'),
    ]);
}

type FeedSelection = Awaited<ReturnType<ReturnType<typeof feedQuery>['executeTakeFirstOrThrow']>>;

function toFeedRow(row: FeedSelection): FeedRow {
  return {
    id: row.id,
    accommodationId: row.accommodationId,
    accommodationCode: row.code,
    country: row.country,
    accountId: row.accountId,
    name: row.name,
    url: row.url,
    status: row.status,
    etag: row.etag,
    lastModified: row.lastModified,
    lastSyncAt: row.lastSyncAt,
    lastError: row.lastError,
    eventCount: Number(row.eventCount),
    conflictCount: Number(row.conflictCount),
    exportToken: row.exportToken,
  };
}

/** Subscribes a home to a feed (with the token of its export address); undefined when the home has that URL already. */
export async function insertFeed(db: Executor, accommodationId: number, name: string, url: string, exportToken: string, now: Date): Promise<number | undefined> {
  const row = await db
    .insertInto('icalFeeds')
    .values({ accommodationId: accommodationId, name, url, exportToken, nextSyncAt: now, createdAt: now })
    .onConflict((conflict) => conflict.columns(['accommodationId', 'url']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A feed by id (any account: the service checks whose it is). */
export async function findFeed(db: Executor, feedId: number): Promise<FeedRow | undefined> {
  const row = await feedQuery(db).where('icalFeeds.id', '=', feedId).executeTakeFirst();
  return row && toFeedRow(row);
}

/** The feeds of a home, oldest first. */
export async function feedsOfHome(db: Executor, accommodationId: number): Promise<FeedRow[]> {
  const rows = await feedQuery(db).where('icalFeeds.accommodationId', '=', accommodationId).orderBy('icalFeeds.id').execute();
  return rows.map(toFeedRow);
}

/** Locks a feed row for a sync (a second sync of the same feed waits, then sees the first's events). */
export async function lockFeed(db: Executor, feedId: number): Promise<boolean> {
  const row = await db.selectFrom('icalFeeds').select('id').where('id', '=', feedId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Records the outcome of a fetch on the feed. */
export async function updateFeedAfterSync(
  db: Executor,
  feedId: number,
  changes: { status: 'ok' | 'error'; lastError: IcalFeedError | null; etag?: string | null; lastModified?: string | null; syncedAt?: Date; nextSyncAt: Date },
): Promise<void> {
  await db
    .updateTable('icalFeeds')
    .set({
      status: changes.status,
      lastError: changes.lastError,
      nextSyncAt: changes.nextSyncAt,
      ...(changes.etag !== undefined ? { etag: changes.etag } : {}),
      ...(changes.lastModified !== undefined ? { lastModified: changes.lastModified } : {}),
      ...(changes.syncedAt ? { lastSyncAt: changes.syncedAt, successfulFetches: sql<number>`successful_fetches + 1` } : {}),
    })
    .where('id', '=', feedId)
    .execute();
}

/** Deletes a feed (its events and log go with it). */
export async function deleteFeed(db: Executor, feedId: number): Promise<void> {
  await db.deleteFrom('icalFeeds').where('id', '=', feedId).execute();
}

/**
 * Takes up to `limit` feeds due for a refresh and moves their next refresh to `next`; SKIP LOCKED
 * lets every instance take different feeds.
 */
export async function claimDueFeeds(db: Executor, now: Date, next: Date, limit: number): Promise<number[]> {
  const rows = await db
    .updateTable('icalFeeds')
    .set({ nextSyncAt: next })
    .where('id', 'in', (eb) =>
      eb.selectFrom('icalFeeds').select('id').where('nextSyncAt', '<=', now).orderBy('nextSyncAt').limit(limit).forUpdate().skipLocked(),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

// ---- events ----------------------------------------------------------------------------------

export interface FeedEventRow {
  readonly id: number;
  readonly occurrence: string;
  readonly from: string;
  readonly to: string;
  readonly title: string;
  readonly stayId: number | null;
  readonly missingCount: number;
}

export async function eventsOfFeed(db: Executor, feedId: number): Promise<FeedEventRow[]> {
  const rows = await db
    .selectFrom('icalFeedEvents')
    .select(['id', 'occurrence', sql<string>`lower(period)`.as('from'), sql<string>`upper(period)`.as('to'), 'title', 'stayId', 'missingCount'])
    .where('feedId', '=', feedId)
    .execute();
  return rows.map((row) => ({ id: row.id, occurrence: row.occurrence, from: row.from, to: row.to, title: row.title, stayId: row.stayId, missingCount: row.missingCount }));
}

export async function insertFeedEvent(db: Executor, feedId: number, event: { occurrence: string; from: string; to: string; title: string; stayId: number | null }): Promise<void> {
  await db
    .insertInto('icalFeedEvents')
    .values({ feedId: feedId, occurrence: event.occurrence, period: dateRange(event.from, event.to), title: event.title, stayId: event.stayId })
    .execute();
}

export async function updateFeedEvent(db: Executor, id: number, event: { from: string; to: string; title: string; stayId: number | null; missingCount: number }): Promise<void> {
  await db
    .updateTable('icalFeedEvents')
    .set({ period: dateRange(event.from, event.to), title: event.title, stayId: event.stayId, missingCount: event.missingCount })
    .where('id', '=', id)
    .execute();
}

export async function deleteFeedEvent(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('icalFeedEvents').where('id', '=', id).execute();
}

/** The stays a feed's events became (removing the feed cancels them). */
export async function stayIdsOfFeed(db: Executor, feedId: number): Promise<number[]> {
  const rows = await db.selectFrom('icalFeedEvents').select('stayId').where('feedId', '=', feedId).where('stayId', 'is not', null).execute();
  return rows.map((row) => row.stayId!);
}

/**
 * Books an imported span as an ExternalBooking when no active stay of the home shares a night with
 * it; null when one does (a conflict). A booking committed in parallel can still make the
 * exclusion constraint refuse it: the sync then fails and runs again.
 */
export async function insertExternalIfFree(db: Executor, accommodationId: number, from: string, to: string, now: Date): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO stays (accommodation_id, kind, period, source, booked_at, created_at, updated_at)
    SELECT home.id, 'ExternalBooking', ${dateRange(from, to)}, 'External', at.value, at.value, at.value
    FROM (SELECT cast(cast(${String(accommodationId)} as text) as bigint) AS id) AS home,
      (SELECT cast(cast(${now.toISOString()} as text) as timestamptz) AS value) AS at
    WHERE NOT EXISTS (
      SELECT 1 FROM stays WHERE accommodation_id = home.id AND NOT canceled AND period && ${dateRange(from, to)}
    )
    RETURNING id`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Cancels imported stays (kept as history, canceled by nobody). */
export async function cancelImportedStays(db: Executor, stayIds: readonly number[], now: Date): Promise<void> {
  if (stayIds.length === 0) return;
  await db.updateTable('stays').set({ canceled: true, canceledAt: now, updatedAt: now }).where('id', 'in', [...stayIds]).where('kind', '=', 'ExternalBooking').execute();
}

// ---- sync log --------------------------------------------------------------------------------

export interface SyncLogInput {
  readonly outcome: 'changed' | 'unchanged' | 'error';
  readonly added: number;
  readonly updated: number;
  readonly removed: number;
  readonly conflicts: number;
  readonly error: IcalFeedError | null;
  readonly skipped: readonly IcalSkippedEvent[];
  readonly replaced: readonly IcalReplacedEvent[];
}

export async function insertSyncLog(db: Executor, feedId: number, at: Date, entry: SyncLogInput): Promise<void> {
  await db
    .insertInto('icalSyncLog')
    .values({ feedId: feedId, at, ...entry, skipped: jsonb(entry.skipped), replaced: jsonb(entry.replaced) })
    .execute();
}

/** The newest `perFeed` log lines of each feed, newest first. */
export async function recentSyncLog(db: Executor, feedIds: readonly number[], perFeed: number) {
  if (feedIds.length === 0) return [];
  const { rows } = await sql<{ feedId: number; at: Date } & SyncLogInput>`
    SELECT feed_id, at, outcome, added, updated, removed, conflicts, error, skipped, replaced FROM (
      SELECT *, row_number() OVER (PARTITION BY feed_id ORDER BY at DESC, id DESC) AS position
      FROM ical_sync_log WHERE feed_id IN (${sql.join(feedIds.map((id) => sql`${id}`))})
    ) AS numbered WHERE position <= ${perFeed} ORDER BY feed_id, at DESC, id DESC`.execute(db);
  return rows;
}
