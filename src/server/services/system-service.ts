import type { Kysely } from 'kysely';
import type { FeatureFlags, OutboxMessage, RedirectLookup } from '../../contract/system';
import { featureCookie, withOverride } from '../../domain/feature-flags';
import type { Database } from '../db/schema';
import { listFeatureFlags } from '../repositories/feature-flags-repository';
import { listOutbox } from '../repositories/outbox-repository';
import { findRedirectTarget } from '../repositories/redirects-repository';

/** Messages shown by the demo outbox views. */
export const OUTBOX_LIMIT = 50;

/** Health, feature flags, redirects and the demo outbox: small reads with no account behind them. */
export class SystemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly demoMode = false,
  ) {}

  /**
   * The feature flags, each overridable by a cookie `feature.<name>` of 'true' or 'false' (only for
   * flags that exist). `encoded` is the base64url of the enabled names, sorted and comma-separated.
   */
  async featureFlags(cookies: Readonly<Record<string, string | undefined>>): Promise<FeatureFlags> {
    const features: Record<string, boolean> = {};
    for (const flag of await listFeatureFlags(this.db)) {
      features[flag.name] = withOverride(flag.enabled, cookies[featureCookie(flag.name)]);
    }
    // Not overridable by a cookie: it only shows the demo tools, whose routes check demo mode again.
    features.demoTools = this.demoMode;
    const enabled = Object.keys(features)
      .filter((name) => features[name])
      .sort();
    return { encoded: Buffer.from(enabled.join(','), 'utf8').toString('base64url'), features };
  }

  /** The redirect for a path (a trailing slash is ignored), or null. */
  async redirect(path: string): Promise<RedirectLookup> {
    const bare = path.split(/[?#]/)[0] ?? path;
    const normalized = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
    return { target: await findRedirectTarget(this.db, normalized) };
  }

  /** The newest demo outbox messages, newest first. */
  async outbox(): Promise<OutboxMessage[]> {
    return (await listOutbox(this.db, OUTBOX_LIMIT)).map((entry) => ({
      id: String(entry.id),
      recipient: entry.recipient,
      channel: entry.channel,
      subject: entry.subject,
      text: entry.text,
      code: entry.code,
      locale: entry.locale,
      createdAt: entry.createdAt.toISOString(),
    }));
  }
}
