import { sql } from 'kysely';
import { dateRange, sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

// ---- export tokens -------------------------------------------------------------------------

/** The home's export token, creating `candidate` as it when there is none (parallel callers agree on one). */
export async function exportTokenOf(db: Executor, accommodationId: number, candidate: string, now: Date): Promise<string> {
  await db
    .insertInto('ical_export_tokens')
    .values({ accommodation_id: accommodationId, token: candidate, created_at: now })
    .onConflict((conflict) => conflict.column('accommodation_id').doNothing())
    .execute();
  const row = await db.selectFrom('ical_export_tokens').select('token').where('accommodation_id', '=', accommodationId).executeTakeFirstOrThrow();
  return row.token;
}

/** Replaces the home's export token: the old feed URL stops working at once. */
export async function replaceExportToken(db: Executor, accommodationId: number, token: string, now: Date): Promise<void> {
  await db
    .insertInto('ical_export_tokens')
    .values({ accommodation_id: accommodationId, token, created_at: now })
    .onConflict((conflict) => conflict.column('accommodation_id').doUpdateSet({ token, created_at: now }))
    .execute();
}

/** The home a feed token belongs to. */
export async function homeByExportToken(db: Executor, token: string) {
  return db
    .selectFrom('ical_export_tokens')
    .innerJoin('accommodations', 'accommodations.id', 'ical_export_tokens.accommodation_id')
    .select(['accommodations.id', 'accommodations.code', 'accommodations.name', 'ical_export_tokens.created_at'])
    .where('ical_export_tokens.token', '=', token)
    .executeTakeFirst();
}

/**
 * The stays a home's feed exports: active, not imported from other platforms (they know their
 * own), departing after `from`; and the newest change of any stay of the home (Last-Modified).
 */
export async function exportedStays(db: Executor, accommodationId: number, from: string) {
  const stays = await db
    .selectFrom('stays')
    .select(['id', sql<string>`lower(period)`.as('arrival'), sql<string>`upper(period)`.as('departure'), 'updated_at'])
    .where('accommodation_id', '=', accommodationId)
    .where(sql<boolean>`NOT canceled`)
    .where('kind', '!=', 'ExternalBooking')
    .where(sql<boolean>`period && daterange(${sqlDate(from)}, NULL)`)
    .orderBy(sql`lower(period)`)
    .orderBy('id')
    .execute();
  const newest = await db
    .selectFrom('stays')
    .select(sql<Date | null>`max(updated_at)`.as('at'))
    .where('accommodation_id', '=', accommodationId)
    .executeTakeFirst();
  return { stays: stays.map((row) => ({ id: row.id, arrival: row.arrival, departure: row.departure, updatedAt: row.updated_at })), newestChange: newest?.at ?? null };
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
  readonly status: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly lastSyncAt: Date | null;
  readonly lastError: string | null;
  readonly eventCount: number;
  readonly conflictCount: number;
}

function feedQuery(db: Executor) {
  return db
    .selectFrom('ical_feeds')
    .innerJoin('accommodations', 'accommodations.id', 'ical_feeds.accommodation_id')
    .select([
      'ical_feeds.id',
      'ical_feeds.accommodation_id',
      'accommodations.code',
      'accommodations.country',
      'accommodations.account_id',
      'ical_feeds.name',
      'ical_feeds.url',
      'ical_feeds.status',
      'ical_feeds.etag',
      'ical_feeds.last_modified',
      'ical_feeds.last_sync_at',
      'ical_feeds.last_error',
      sql<number>`(SELECT count(*)::int FROM ical_feed_events e WHERE e.feed_id = ical_feeds.id AND e.missing_count = 0)`.as('event_count'),
      sql<number>`(SELECT count(*)::int FROM ical_feed_events e WHERE e.feed_id = ical_feeds.id AND e.stay_id IS NULL)`.as('conflict_count'),
    ]);
}

type FeedSelection = Awaited<ReturnType<ReturnType<typeof feedQuery>['executeTakeFirstOrThrow']>>;

function toFeedRow(row: FeedSelection): FeedRow {
  return {
    id: row.id,
    accommodationId: row.accommodation_id,
    accommodationCode: row.code,
    country: row.country,
    accountId: row.account_id,
    name: row.name,
    url: row.url,
    status: row.status,
    etag: row.etag,
    lastModified: row.last_modified,
    lastSyncAt: row.last_sync_at,
    lastError: row.last_error,
    eventCount: Number(row.event_count),
    conflictCount: Number(row.conflict_count),
  };
}

/** Subscribes a home to a feed; undefined when the home has that URL already. */
export async function insertFeed(db: Executor, accommodationId: number, name: string, url: string, now: Date): Promise<number | undefined> {
  const row = await db
    .insertInto('ical_feeds')
    .values({ accommodation_id: accommodationId, name, url, next_sync_at: now, created_at: now })
    .onConflict((conflict) => conflict.columns(['accommodation_id', 'url']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A feed by id (any account: the service checks whose it is). */
export async function findFeed(db: Executor, feedId: number): Promise<FeedRow | undefined> {
  const row = await feedQuery(db).where('ical_feeds.id', '=', feedId).executeTakeFirst();
  return row && toFeedRow(row);
}

/** The feeds of a home, oldest first. */
export async function feedsOfHome(db: Executor, accommodationId: number): Promise<FeedRow[]> {
  const rows = await feedQuery(db).where('ical_feeds.accommodation_id', '=', accommodationId).orderBy('ical_feeds.id').execute();
  return rows.map(toFeedRow);
}

/** Locks a feed row for a sync (a second sync of the same feed waits, then sees the first's events). */
export async function lockFeed(db: Executor, feedId: number): Promise<boolean> {
  const row = await db.selectFrom('ical_feeds').select('id').where('id', '=', feedId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Records the outcome of a fetch on the feed. */
export async function updateFeedAfterSync(
  db: Executor,
  feedId: number,
  changes: { status: 'ok' | 'error'; lastError: string | null; etag?: string | null; lastModified?: string | null; syncedAt?: Date; nextSyncAt: Date },
): Promise<void> {
  await db
    .updateTable('ical_feeds')
    .set({
      status: changes.status,
      last_error: changes.lastError,
      next_sync_at: changes.nextSyncAt,
      ...(changes.etag !== undefined ? { etag: changes.etag } : {}),
      ...(changes.lastModified !== undefined ? { last_modified: changes.lastModified } : {}),
      ...(changes.syncedAt ? { last_sync_at: changes.syncedAt, successful_fetches: sql<number>`successful_fetches + 1` } : {}),
    })
    .where('id', '=', feedId)
    .execute();
}

/** Deletes a feed (its events and log go with it). */
export async function deleteFeed(db: Executor, feedId: number): Promise<void> {
  await db.deleteFrom('ical_feeds').where('id', '=', feedId).execute();
}

/**
 * Takes up to `limit` feeds due for a refresh and moves their next refresh to `next`; SKIP LOCKED
 * lets every instance take different feeds.
 */
export async function claimDueFeeds(db: Executor, now: Date, next: Date, limit: number): Promise<number[]> {
  const rows = await db
    .updateTable('ical_feeds')
    .set({ next_sync_at: next })
    .where('id', 'in', (eb) =>
      eb.selectFrom('ical_feeds').select('id').where('next_sync_at', '<=', now).orderBy('next_sync_at').limit(limit).forUpdate().skipLocked(),
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
    .selectFrom('ical_feed_events')
    .select(['id', 'occurrence', sql<string>`lower(period)`.as('from'), sql<string>`upper(period)`.as('to'), 'title', 'stay_id', 'missing_count'])
    .where('feed_id', '=', feedId)
    .execute();
  return rows.map((row) => ({ id: row.id, occurrence: row.occurrence, from: row.from, to: row.to, title: row.title, stayId: row.stay_id, missingCount: row.missing_count }));
}

export async function insertFeedEvent(db: Executor, feedId: number, event: { occurrence: string; from: string; to: string; title: string; stayId: number | null }): Promise<void> {
  await db
    .insertInto('ical_feed_events')
    .values({ feed_id: feedId, occurrence: event.occurrence, period: dateRange(event.from, event.to), title: event.title, stay_id: event.stayId })
    .execute();
}

export async function updateFeedEvent(db: Executor, id: number, event: { from: string; to: string; title: string; stayId: number | null; missingCount: number }): Promise<void> {
  await db
    .updateTable('ical_feed_events')
    .set({ period: dateRange(event.from, event.to), title: event.title, stay_id: event.stayId, missing_count: event.missingCount })
    .where('id', '=', id)
    .execute();
}

export async function deleteFeedEvent(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('ical_feed_events').where('id', '=', id).execute();
}

/** The stays a feed's events became (removing the feed cancels them). */
export async function stayIdsOfFeed(db: Executor, feedId: number): Promise<number[]> {
  const rows = await db.selectFrom('ical_feed_events').select('stay_id').where('feed_id', '=', feedId).where('stay_id', 'is not', null).execute();
  return rows.map((row) => row.stay_id!);
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
  await db.updateTable('stays').set({ canceled: true, canceled_at: now, updated_at: now }).where('id', 'in', [...stayIds]).where('kind', '=', 'ExternalBooking').execute();
}

// ---- sync log --------------------------------------------------------------------------------

export interface SyncLogInput {
  readonly outcome: 'changed' | 'unchanged' | 'error';
  readonly added: number;
  readonly updated: number;
  readonly removed: number;
  readonly conflicts: number;
  readonly error: string | null;
}

export async function insertSyncLog(db: Executor, feedId: number, at: Date, entry: SyncLogInput): Promise<void> {
  await db.insertInto('ical_sync_log').values({ feed_id: feedId, at, ...entry }).execute();
}

/** The newest `perFeed` log lines of each feed, newest first. */
export async function recentSyncLog(db: Executor, feedIds: readonly number[], perFeed: number) {
  if (feedIds.length === 0) return [];
  const { rows } = await sql<{ feed_id: number; at: Date; outcome: string; added: number; updated: number; removed: number; conflicts: number; error: string | null }>`
    SELECT feed_id, at, outcome, added, updated, removed, conflicts, error FROM (
      SELECT *, row_number() OVER (PARTITION BY feed_id ORDER BY at DESC, id DESC) AS position
      FROM ical_sync_log WHERE feed_id IN (${sql.join(feedIds.map((id) => sql`${id}`))})
    ) AS numbered WHERE position <= ${perFeed} ORDER BY feed_id, at DESC, id DESC`.execute(db);
  return rows;
}
