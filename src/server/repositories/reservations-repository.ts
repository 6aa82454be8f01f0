import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/**
 * The stays that are reservations: guest reservations, owner bookings, "my rent" and house
 * closings, canceled ones included (but not those the owner removed, see NOT_REMOVED_BY_OWNER). External bookings and blocked days are calendar entries
 * without a reservation of the provider (no number, no guest), so they are not listed.
 */
export const RESERVATION_KINDS = ['Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing'] as const;

/**
 * The same condition as literal SQL: the reservation indexes are partial on exactly this list, and
 * the planner can only use them when it sees the constants (not parameters).
 */
const IS_RESERVATION = sql<boolean>`${sql.raw(`stays.kind IN (${RESERVATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`)}`;

/** A stay with its accommodation, as the reservation pages and the dashboard need it; dates ISO, departure exclusive. */
export interface StayRecord {
  readonly id: number;
  readonly accommodationId: number;
  readonly accommodationCode: string;
  readonly accommodationName: string;
  readonly kind: string;
  readonly arrival: string;
  readonly departure: string;
  readonly canceled: boolean;
  readonly canceledByAccountId: number | null;
  readonly resNo: string;
  readonly travellerName: string;
  readonly pax: number;
  readonly children: number;
  readonly changes: unknown;
  readonly hasComment: boolean;
  /** The stay's comment: for an owner booking the owner's own note (a guest's comment is never shown). */
  readonly comment: string | null;
}

/** A stay with the guest's stored contact (the detail page only). */
export interface StayDetail extends StayRecord {
  readonly travellerContacts: unknown;
}

export interface ReservationFilter {
  readonly accountId: number;
  /** Only these accommodations (already checked to be the account's); null: all of the account's. */
  readonly accommodationIds: readonly number[] | null;
  readonly rangeType: 'arrivalDate' | 'departureDate' | 'intersection';
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
  readonly sort: 'arrival' | 'departure';
  readonly offset: number;
  readonly limit: number;
}

type StaysQuery = SelectQueryBuilder<Database, 'stays', object>;

const arrival = sql<string>`lower(stays.period)`;
const departure = sql<string>`upper(stays.period)`;

/** The days from `from` to `to`, both inclusive; a missing bound is open. */
function days(from: string | undefined, to: string | undefined): RawBuilder<unknown> {
  return sql`daterange(${from ? sqlDate(from) : sql`NULL`}, ${to ? sqlDate(to) : sql`NULL`}, '[]')`;
}

function withColumns(query: StaysQuery) {
  return query.innerJoin('accommodations', 'accommodations.id', 'stays.accommodationId').select([
    'stays.id',
    'stays.accommodationId',
    'accommodations.code',
    'accommodations.name',
    'stays.kind',
    arrival.as('arrival'),
    departure.as('departure'),
    'stays.canceled',
    'stays.canceledByAccountId',
    'stays.resNo',
    'stays.travellerName',
    'stays.pax',
    'stays.children',
    'stays.changes',
    sql<boolean>`stays.comment IS NOT NULL`.as('hasComment'),
    'stays.comment',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function toStayRecord(row: Row): StayRecord {
  return {
    id: row.id,
    accommodationId: row.accommodationId,
    accommodationCode: row.code,
    accommodationName: row.name,
    kind: row.kind,
    arrival: row.arrival,
    departure: row.departure,
    canceled: row.canceled,
    canceledByAccountId: row.canceledByAccountId,
    resNo: row.resNo ?? '',
    travellerName: row.travellerName,
    pax: row.pax,
    children: row.children,
    changes: row.changes,
    hasComment: row.hasComment,
    comment: row.comment,
  };
}

/**
 * A stay the owner removed themselves (an owner booking canceled by an account): it leaves the
 * lists and their counts (its page stays, as history the inbox card links to). Stays canceled by
 * the guest or the provider stay listed, marked canceled.
 */
const NOT_REMOVED_BY_OWNER = sql<boolean>`NOT (stays.canceled AND stays.canceled_by_account_id IS NOT NULL)`;

/** The filter's conditions: the account's reservations, optionally of some houses, within the date range. */
function filtered(db: Executor, filter: ReservationFilter): StaysQuery {
  let query: StaysQuery = db.selectFrom('stays').where('stays.accountId', '=', filter.accountId).where(IS_RESERVATION).where(NOT_REMOVED_BY_OWNER);
  if (filter.accommodationIds) query = query.where('stays.accommodationId', 'in', [...filter.accommodationIds]);
  const { dateFrom, dateTo } = filter;
  if (!dateFrom && !dateTo) return query;
  if (filter.rangeType === 'intersection') {
    // Nights are [arrival, departure): a stay leaving on dateFrom no longer overlaps the range.
    return query.where(sql<boolean>`stays.period && ${days(dateFrom, dateTo)}`);
  }
  const day = filter.rangeType === 'arrivalDate' ? arrival : departure;
  if (dateFrom) query = query.where(sql<boolean>`${day} >= ${sqlDate(dateFrom)}`);
  if (dateTo) query = query.where(sql<boolean>`${day} <= ${sqlDate(dateTo)}`);
  return query;
}

/**
 * One page of reservations and how many match in all, in one statement: the page is an ordered
 * range of the account's index (about offset + limit rows read), the total counts index entries.
 * The single-row total is left-joined with the page, so a page beyond the end still carries it.
 */
export async function pageReservations(db: Executor, filter: ReservationFilter): Promise<{ rows: StayRecord[]; total: number }> {
  if (filter.accommodationIds?.length === 0) return { rows: [], total: 0 };
  const day = filter.sort === 'arrival' ? arrival : departure;
  const result = await db
    .with('total', () => filtered(db, filter).select(sql<number>`count(*)::int`.as('n')))
    .with('page', () => withColumns(filtered(db, filter)).select(day.as('sortDay')).orderBy(day).orderBy('stays.resNo').offset(filter.offset).limit(filter.limit))
    .selectFrom('total')
    .leftJoin('page', (join) => join.onTrue())
    .selectAll('page')
    .select('total.n')
    .orderBy('page.sortDay')
    .orderBy('page.resNo')
    .execute();
  const total = Number(result[0]?.n ?? 0);
  const rows = result.filter((row): row is typeof row & Row => row.id !== null).map(toStayRecord);
  return { rows, total };
}

/** One reservation of the account with the guest's contact; undefined when unknown or another account's. */
export async function findReservation(db: Executor, accountId: number, by: { stayId: number } | { resNo: string }): Promise<StayDetail | undefined> {
  const own = db.selectFrom('stays').where('stays.accountId', '=', accountId).where(IS_RESERVATION);
  const row = await withColumns('resNo' in by ? own.where('stays.resNo', '=', by.resNo) : own.where('stays.id', '=', by.stayId))
    .select('stays.travellerContacts')
    .executeTakeFirst();
  return row && { ...toStayRecord(row), travellerContacts: row.travellerContacts };
}

/** Stay ids of the account's reservations by reservation number (inbox cards link to them). */
export async function stayIdsByResNo(db: Executor, accountId: number, resNos: readonly string[]): Promise<Map<string, number>> {
  if (resNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('stays')
    .select(['id', 'resNo'])
    .where('accountId', '=', accountId)
    .where('resNo', 'in', [...new Set(resNos)])
    .execute();
  return new Map(rows.map((row) => [row.resNo ?? '', row.id]));
}

/**
 * The account's active stays of the given kinds that are under way on `from` or begin by `to`
 * (inclusive), by arrival: the dashboard's arrivals and current guests.
 */
export async function staysAround(db: Executor, accountId: number, kinds: readonly string[], from: string, to: string): Promise<StayRecord[]> {
  const rows = await withColumns(
    db
      .selectFrom('stays')
      .where('stays.accountId', '=', accountId)
      .where('stays.kind', 'in', [...kinds])
      .where(sql<boolean>`NOT stays.canceled`)
      .where(sql<boolean>`stays.period && ${days(from, to)}`),
  )
    .orderBy(arrival)
    .orderBy('stays.resNo')
    .execute();
  return rows.map(toStayRecord);
}
