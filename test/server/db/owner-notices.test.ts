import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChannelUnavailable, type OutgoingMessage } from '../../../src/server/integrations/code-delivery';
import { silentLog } from '../../../src/server/log';
import type { Executor } from '../../../src/server/repositories/executor';
import { insertOutboxMessage } from '../../../src/server/repositories/outbox-repository';
import { BackgroundTasks } from '../../../src/server/services/background-tasks';
import type { Messages } from '../../../src/server/services/message-outbox';
import { OwnerNotifier } from '../../../src/server/services/owner-notifier';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { TestClock } from '../helpers/test-app';

/**
 * Issue 22.5 on both engines: change notices are rows of the change's transaction. A rollback
 * leaves none; a channel without a provider is skipped before any SQL, so on PostgreSQL the
 * transaction stays usable and the change and the other notices commit.
 */
forEachDatabase('change notices in the change transaction', (open) => {
  let database: DatabaseHandle;
  const clock = new TestClock(Date.UTC(2026, 10, 20, 9));
  // An outbox with an e-mail provider and none for text messages.
  const messages: Messages = {
    enqueue: async (db: Executor, message: OutgoingMessage) => {
      if (message.channel === 'sms') throw new ChannelUnavailable('sms');
      return insertOutboxMessage(db, { ...message, createdAt: clock.now(), status: 'pending', expiresAt: null });
    },
    send: async () => 'queued',
  };
  const notifier = new OwnerNotifier(messages, new BackgroundTasks(silentLog), silentLog);
  const owner = { email: null, mobile: '+43 664 7654321', secondaryEmail: 'copies@example.org', portalLanguage: 'de' as const };
  const count = async () => Number((await database.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    database = await open('migrated');
  });
  afterAll(() => database.close());

  it('leaves no notice when the change rolls back', async () => {
    const before = await count();
    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        expect(await notifier.enqueue(trx, owner, { kind: 'passwordChanged' })).toHaveLength(1);
        throw new Error('the change failed');
      })
      .catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await count()).toBe(before);
  });

  it('commits the notices it could write with the change, skipping a channel without a provider', async () => {
    const before = await count();
    const ids = await database.db.transaction().execute(async (trx) => {
      const written = await notifier.enqueue(trx, owner, { kind: 'passwordChanged' });
      // The transaction still works after the skipped channel (PostgreSQL aborts one whose statement failed).
      await trx.selectFrom('outbox').select('id').limit(1).execute();
      return written;
    });
    expect(ids).toHaveLength(1);
    expect(await count()).toBe(before + 1);
    expect(await database.db.selectFrom('outbox').select('recipient').where('id', '=', ids[0]!).executeTakeFirstOrThrow()).toEqual({ recipient: 'copies@example.org' });
  });
});
