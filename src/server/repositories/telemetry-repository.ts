import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

export interface StatisticRow {
  sessionId: string;
  kind: 'pageview' | 'scroll';
  path: string;
  depth: number | null;
  occurredAt: Date;
  receivedAt: Date;
}

export interface ReplayRow {
  sessionId: string;
  path: string;
  events: unknown[];
  bytes: number;
  occurredAt: Date;
  receivedAt: Date;
}

/** Stores a batch's page views, scroll depths and replay slices together. */
export async function insertTelemetry(db: Executor, statistics: readonly StatisticRow[], replays: readonly ReplayRow[]): Promise<void> {
  if (statistics.length > 0) await db.insertInto('telemetryEvents').values([...statistics]).execute();
  if (replays.length > 0) await db.insertInto('telemetryReplays').values(replays.map((replay) => ({ ...replay, events: jsonb(replay.events) }))).execute();
}

/** A visit's page views and scroll depths in the order they happened. */
export async function statisticsOf(db: Executor, sessionId: string) {
  return db
    .selectFrom('telemetryEvents')
    .select(['kind', 'path', 'depth', 'occurredAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('occurredAt')
    .orderBy('id')
    .execute();
}

/** A visit's replay slices in the order they were recorded. */
export async function replaysOf(db: Executor, sessionId: string) {
  return db.selectFrom('telemetryReplays').select(['path', 'events', 'bytes', 'occurredAt']).where('sessionId', '=', sessionId).orderBy('occurredAt').orderBy('id').execute();
}

/** Forgets statistics and replay slices received before `before` (the retention period). */
export async function deleteTelemetryBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('telemetryEvents').where('receivedAt', '<', before).execute();
  await db.deleteFrom('telemetryReplays').where('receivedAt', '<', before).execute();
}
