import type { Kysely } from 'kysely';
import type { Health } from '../../contract/system';
import type { Database } from '../db/schema';
import type { EventBus } from '../integrations/event-bus';
import { ping } from '../repositories/health-repository';

/** Each part gets this long to answer, so a health check answers within 2 s even when the database hangs. */
export const HEALTH_TIMEOUT_MS = 1_500;

/** Resolves true when `work` succeeds within `ms`, false when it fails or takes longer. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The health of the database and of the live events link, each checked with a deadline. */
export class HealthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: Pick<EventBus, 'check'>,
    private readonly timeoutMs = HEALTH_TIMEOUT_MS,
  ) {}

  async check(): Promise<Health> {
    const [database, events] = await Promise.all([within(ping(this.db), this.timeoutMs), this.events.check(this.timeoutMs)]);
    return { database: database ? 'up' : 'down', events: events ? 'up' : 'down' };
  }
}
