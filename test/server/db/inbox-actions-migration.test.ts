import { afterAll, beforeAll, expect, it } from 'vitest';
import { backfillAnsweredRenewals } from '../../../src/server/db/migrations/0020_inbox_actions';
import { insertNotification, listNotifications } from '../../../src/server/repositories/notifications-repository';
import { upsertRenewal } from '../../../src/server/repositories/renewals-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

/** Migration 0020 gives cards answered before it (payload `handled`) the time of the stored answer. */
forEachDatabase('inbox actions migration', (open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open('migrated');
  });
  afterAll(() => database.close());

  it('backfills answered renewal cards from the stored answer and leaves the others open', async () => {
    const db = database.db;
    const owner = await createAccount(db, 'IA-OWNER');
    const house = await createHouse(db, owner, 'HR9700.100.1');
    await createHouse(db, owner, 'HR9700.100.2');
    const answeredAt = new Date('2026-06-01T09:00:00Z');
    await upsertRenewal(db, { accommodationId: house, year: 2027, mode: 'manual', accountId: owner, now: answeredAt });
    const card = (code: string, handled?: string) => ({ renewal: { accommodationCode: code, year: 2027, autoRenew: true, ...(handled ? { handled } : {}) } });
    const createdAt = new Date('2026-05-01T09:00:00Z');
    const answered = await insertNotification(db, { accountId: owner, type: 'renewal', payload: card('HR9700.100.1', 'manual'), createdAt });
    const open = await insertNotification(db, { accountId: owner, type: 'renewal', payload: card('HR9700.100.1'), createdAt });
    const noAnswer = await insertNotification(db, { accountId: owner, type: 'renewal', payload: card('HR9700.100.2', 'auto'), createdAt });
    await backfillAnsweredRenewals(db);
    const byId = new Map((await listNotifications(db, owner, { limit: 10 })).map((row) => [row.id, row.actionTaken]));
    expect(byId.get(answered.id)).toEqual({ result: 'offerRequested', at: answeredAt });
    expect(byId.get(open.id)).toBeNull();
    // Without a stored answer there is no time to tell: the card stays as it was.
    expect(byId.get(noAnswer.id)).toBeNull();
  });
});
