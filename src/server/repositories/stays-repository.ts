import { sql } from 'kysely';
import { dateRange, jsonb, sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/** SQLSTATE of an exclusion-constraint violation: the stay overlaps another on the same accommodation. */
export const OVERLAP_SQLSTATE = '23P01';

/** A stay to store; dates are ISO calendar dates, departure exclusive. */
export interface StayInput {
  readonly accommodationId: number;
  readonly kind: string;
  readonly arrival: string;
  readonly departure: string;
  readonly canceled?: boolean;
  readonly resNo?: string | null;
  readonly source?: string;
  readonly travellerName?: string;
  readonly travellerContacts?: readonly { type: string; contact: string }[];
  readonly pax?: number;
  /** Part of pax. */
  readonly children?: number;
  readonly revenueCents?: number | null;
  readonly currency?: string | null;
  readonly changes?: readonly unknown[];
  readonly comment?: string | null;
  readonly bookedAt?: Date;
  readonly canceledAt?: Date | null;
}

/**
 * Stores a stay and returns its id. A non-canceled stay that overlaps another non-canceled stay of
 * the same accommodation is refused by the database (see isOverlapError), whatever runs in parallel.
 */
export async function insertStay(db: Executor, stay: StayInput): Promise<number> {
  const row = await db.insertInto('stays').values(stayValues(stay)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stores many stays in one statement (the demo seed); all or none are stored. */
export async function insertStays(db: Executor, stays: readonly StayInput[]): Promise<void> {
  if (stays.length > 0) await db.insertInto('stays').values(stays.map(stayValues)).execute();
}

/** The row of a stay; `period` and the jsonb columns as SQL expressions (see db/sql-values.ts). */
function stayValues(stay: StayInput) {
  return {
    accommodationId: stay.accommodationId,
    kind: stay.kind,
    period: dateRange(stay.arrival, stay.departure),
    canceled: stay.canceled ?? false,
    resNo: stay.resNo ?? null,
    source: stay.source ?? 'Provider',
    travellerName: stay.travellerName ?? '',
    travellerContacts: jsonb(stay.travellerContacts ?? []),
    pax: stay.pax ?? 0,
    children: stay.children ?? 0,
    revenueCents: stay.revenueCents ?? null,
    currency: stay.currency ?? null,
    changes: jsonb(stay.changes ?? []),
    comment: stay.comment ?? null,
    ...(stay.bookedAt ? { bookedAt: stay.bookedAt } : {}),
    canceledAt: stay.canceledAt ?? null,
  };
}

/** Whether an error is the database refusing an overlapping stay. */
export function isOverlapError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === OVERLAP_SQLSTATE;
}

/** A stay of the account, locked for a change in the current transaction. */
export interface LockedStay {
  readonly id: number;
  readonly kind: string;
  readonly arrival: string;
  readonly departure: string;
  readonly canceled: boolean;
  readonly canceledByAccountId: number | null;
  readonly resNo: string | null;
  readonly accommodationCode: string;
}

/**
 * Locks one of the account's stays (FOR UPDATE: a parallel removal waits and then sees the result);
 * undefined when the id is unknown or another account's.
 */
export async function lockOwnStay(db: Executor, accountId: number, stayId: number): Promise<LockedStay | undefined> {
  const row = await db
    .selectFrom('stays')
    .innerJoin('accommodations', 'accommodations.id', 'stays.accommodationId')
    .select([
      'stays.id',
      'stays.kind',
      sql<string>`lower(stays.period)`.as('arrival'),
      sql<string>`upper(stays.period)`.as('departure'),
      'stays.canceled',
      'stays.canceledByAccountId',
      'stays.resNo',
      'accommodations.code',
    ])
    .where('stays.id', '=', stayId)
    .where('stays.accountId', '=', accountId)
    .forUpdate('stays')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      kind: row.kind,
      arrival: row.arrival,
      departure: row.departure,
      canceled: row.canceled,
      canceledByAccountId: row.canceledByAccountId,
      resNo: row.resNo,
      accommodationCode: row.code,
    }
  );
}

/** Cancels a stay, keeping it as history and remembering who canceled it. */
export async function cancelStay(db: Executor, stayId: number, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable('stays')
    .set({ canceled: true, canceledAt: now, canceledByAccountId: accountId, updatedAt: now })
    .where('id', '=', stayId)
    .execute();
}

/** The active stays of an accommodation that end after `from`, by arrival (a demo booking looks for a gap). */
export async function activeStaysFrom(db: Executor, accommodationId: number, from: string, limit: number): Promise<{ arrival: string; departure: string }[]> {
  return db
    .selectFrom('stays')
    .select([sql<string>`lower(period)`.as('arrival'), sql<string>`upper(period)`.as('departure')])
    .where('accommodationId', '=', accommodationId)
    // The no-overlap constraint's index covers exactly these: active stays of one accommodation.
    .where(sql<boolean>`NOT canceled`)
    .where(sql<boolean>`period && daterange(${sqlDate(from)}, NULL)`)
    .orderBy(sql`lower(period)`)
    .limit(limit)
    .execute();
}

/** The owner's average revenue per night of the accommodation's reservations, with their currency. */
export async function nightlyRevenue(db: Executor, accommodationId: number): Promise<{ cents: number; currency: string } | null> {
  const row = await db
    .selectFrom('stays')
    .select([sql<number | null>`avg(revenue_cents::float8 / (upper(period) - lower(period)))`.as('cents'), sql<string | null>`max(currency)`.as('currency')])
    .where('accommodationId', '=', accommodationId)
    .where('kind', '=', 'Reservation')
    .where('revenueCents', 'is not', null)
    .executeTakeFirst();
  return row?.cents != null && row.currency ? { cents: Math.round(Number(row.cents)), currency: row.currency } : null;
}

/** A new reservation number from the database sequence (unique however many instances create stays). */
export async function nextReservationNumber(db: Executor): Promise<string> {
  const { rows } = await sql<{ value: string | number }>`SELECT nextval('reservation_numbers') AS value`.execute(db);
  return String(rows[0]!.value);
}
