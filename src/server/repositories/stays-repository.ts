import { dateRange, jsonb } from '../db/sql-values';
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
    accommodation_id: stay.accommodationId,
    kind: stay.kind,
    period: dateRange(stay.arrival, stay.departure),
    canceled: stay.canceled ?? false,
    res_no: stay.resNo ?? null,
    source: stay.source ?? 'Provider',
    traveller_name: stay.travellerName ?? '',
    traveller_contacts: jsonb(stay.travellerContacts ?? []),
    pax: stay.pax ?? 0,
    revenue_cents: stay.revenueCents ?? null,
    currency: stay.currency ?? null,
    changes: jsonb(stay.changes ?? []),
    comment: stay.comment ?? null,
    ...(stay.bookedAt ? { booked_at: stay.bookedAt } : {}),
    canceled_at: stay.canceledAt ?? null,
  };
}

/** Whether an error is the database refusing an overlapping stay. */
export function isOverlapError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === OVERLAP_SQLSTATE;
}
