import { sql } from 'kysely';
import { sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/** An active stay of a calendar, with its home and the feed it was imported from. */
export interface CalendarStay {
  readonly id: number;
  readonly accommodationId: number;
  readonly kind: string;
  readonly arrival: string;
  readonly departure: string;
  readonly travellerName: string;
  readonly comment: string | null;
  readonly feedId: number | null;
  readonly importedTitle: string | null;
  /** The name the owner gave the feed it was imported from (the platform), or null. */
  readonly feedName: string | null;
}

/** `period && [from, to)` on the stays' GiST index (the exclusion constraint's). */
const touches = (from: string, to: string) => sql<boolean>`period && daterange(${sqlDate(from)}, ${sqlDate(to)}, '[)')`;

/**
 * The active stays of some homes (one or all of an account's; the timeline asks for all in one
 * query) that share a night with [from, to), by arrival.
 */
export async function activeStaysBetween(db: Executor, accommodationIds: readonly number[], from: string, to: string): Promise<CalendarStay[]> {
  if (accommodationIds.length === 0) return [];
  const rows = await db
    .selectFrom('stays')
    .leftJoin('icalFeedEvents', 'icalFeedEvents.stayId', 'stays.id')
    .leftJoin('icalFeeds', 'icalFeeds.id', 'icalFeedEvents.feedId')
    .select([
      'stays.id',
      'stays.accommodationId',
      'stays.kind',
      sql<string>`lower(stays.period)`.as('arrival'),
      sql<string>`upper(stays.period)`.as('departure'),
      'stays.travellerName',
      'stays.comment',
      'icalFeedEvents.feedId',
      'icalFeedEvents.title',
      'icalFeeds.name as feedName',
    ])
    .where('stays.accommodationId', 'in', accommodationIds)
    .where(sql<boolean>`NOT stays.canceled`)
    .where(sql<boolean>`stays.period && daterange(${sqlDate(from)}, ${sqlDate(to)}, '[)')`)
    .orderBy(sql`lower(stays.period)`)
    .orderBy('stays.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accommodationId: row.accommodationId,
    kind: row.kind,
    arrival: row.arrival,
    departure: row.departure,
    travellerName: row.travellerName,
    comment: row.comment,
    feedId: row.feedId,
    importedTitle: row.title,
    feedName: row.feedName,
  }));
}

/** An imported event that could not be booked because it clashes with a stay (a conflict). */
export interface ConflictEvent {
  readonly id: number;
  readonly accommodationId: number;
  readonly feedId: number;
  readonly arrival: string;
  readonly departure: string;
  readonly title: string;
  readonly feedName: string;
}

/** The imported events without a stay of some homes that share a night with [from, to), by arrival. */
export async function conflictsBetween(db: Executor, accommodationIds: readonly number[], from: string, to: string): Promise<ConflictEvent[]> {
  if (accommodationIds.length === 0) return [];
  const rows = await db
    .selectFrom('icalFeedEvents')
    .innerJoin('icalFeeds', 'icalFeeds.id', 'icalFeedEvents.feedId')
    .select([
      'icalFeedEvents.id',
      'icalFeeds.accommodationId',
      'icalFeedEvents.feedId',
      sql<string>`lower(ical_feed_events.period)`.as('arrival'),
      sql<string>`upper(ical_feed_events.period)`.as('departure'),
      'icalFeedEvents.title',
      'icalFeeds.name as feedName',
    ])
    .where('icalFeeds.accommodationId', 'in', accommodationIds)
    .where('icalFeedEvents.stayId', 'is', null)
    .where(sql<boolean>`ical_feed_events.period && daterange(${sqlDate(from)}, ${sqlDate(to)}, '[)')`)
    .orderBy(sql`lower(ical_feed_events.period)`)
    .orderBy('icalFeedEvents.id')
    .execute();
  return rows.map((row) => ({ id: row.id, accommodationId: row.accommodationId, feedId: row.feedId, arrival: row.arrival, departure: row.departure, title: row.title, feedName: row.feedName }));
}

/** The active stays of a home that share a night with [arrival, departure) (what a new stay there clashes with). */
export async function clashingStays(db: Executor, accommodationId: number, arrival: string, departure: string) {
  return db
    .selectFrom('stays')
    .select(['id', 'kind', sql<string>`lower(period)`.as('arrival'), sql<string>`upper(period)`.as('departure')])
    .where('accommodationId', '=', accommodationId)
    .where(sql<boolean>`NOT canceled`)
    .where(touches(arrival, departure))
    .orderBy(sql`lower(period)`)
    .execute();
}
