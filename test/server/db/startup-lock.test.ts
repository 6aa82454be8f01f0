import { describe, expect, it } from 'vitest';
import { postgresHandle } from '../../../src/server/db/open';
import { prepareDatabase } from '../../../src/server/db/prepare';
import { freshPostgres, postgresAvailable } from '../../support/db';
import { TEMPLATE_OLD_PORTAL_URL } from '../../support/db-templates';

/** Two instances starting at once on an empty database: one exited on a duplicate key. */
describe.skipIf(!postgresAvailable())('start-up on PostgreSQL', () => {
  it('migrates and seeds once when several instances start at the same moment', async () => {
    const blank = await freshPostgres('blank');
    const instances = [1, 2, 3].map(() => postgresHandle(blank.url!, { max: 3 }));
    try {
      const results = await Promise.all(instances.map((instance) => prepareDatabase(instance, { demoMode: true, oldPortalUrl: TEMPLATE_OLD_PORTAL_URL })));
      expect(results.filter((result) => result.seeded !== null)).toHaveLength(1);
      const accounts = await blank.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(accounts.count)).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await blank.close();
    }
  });
});
