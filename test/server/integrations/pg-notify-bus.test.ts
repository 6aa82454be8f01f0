import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus } from '../../../src/server/integrations/event-bus';
import { LISTENER_APPLICATION_NAME, pgNotifyBus } from '../../../src/server/integrations/pg-notify-bus';
import { silentLog } from '../../../src/server/log';
import { type DatabaseHandle, freshPostgres, postgresAvailable } from '../../support/db';

/** Events of an instance's own making must not depend on (or travel twice through) PostgreSQL. */
describe.skipIf(!postgresAvailable())('the PostgreSQL event bus', () => {
  let database: DatabaseHandle;
  let bus: EventBus;
  const received: BusMessage[] = [];

  beforeAll(async () => {
    database = await freshPostgres('migrated');
    bus = await pgNotifyBus({ url: database.url!, db: database.db, log: silentLog, timing: { firstRetryMs: 2_000 } });
    bus.subscribe((message) => received.push(message));
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  const event = { accountId: 1, id: '1', type: 'feedback' } as const;

  it("delivers its own events once, in-process (PostgreSQL's echo is ignored)", async () => {
    await bus.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([{ kind: 'notification', event }]);
  });

  it('delivers its own events while its listening connection is down, and reports the link down', async () => {
    received.length = 0;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await bus.check(500)).toBe(false);
    await bus.publish({ ...event, id: '2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([{ kind: 'notification', event: { ...event, id: '2' } }]);
  });

  it('sends resync once the link is back', async () => {
    const deadline = Date.now() + 5_000;
    while (!received.some((message) => message.kind === 'resync') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.at(-1)).toEqual({ kind: 'resync' });
    expect(await bus.check(1_000)).toBe(true);
  });
});
