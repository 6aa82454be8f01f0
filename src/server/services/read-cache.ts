import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WriteCount } from '../db/write-count';
import { readVersions } from '../repositories/read-versions-repository';

/** An answer as it is sent: the JSON text and its entity tag (a hash of that text). */
export interface CachedRead {
  readonly body: string;
  readonly etag: string;
}

interface Entry {
  readonly versions: string;
  readonly read: CachedRead;
}

/** What the cache may hold in all (UTF-16 text counted at 2 bytes a character); least recently used go first. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Answers read far more often than their data changes (reservation pages, the overview), per
 * account and query, each remembered with the account's read versions it was computed at
 * (migration 0030). Every read first asks the database for the current versions (one
 * primary-key lookup): the triggers raise them in the same transaction as any write, so an
 * entry is served only while nothing it was read from has changed, on this instance or any
 * other. (The event bus between instances delivers after the write's commit, so a read on
 * another instance could come first: it cannot be what keeps the cache exact.)
 *
 * On PGlite, which only this process writes to, the lookup is skipped while no statement that
 * may write has been sent since the versions were last read (db/write-count.ts): the read then
 * costs no round trip to the database at all.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Versions read per account, valid while the write count is still `versionsAt`. */
  private readonly versions = new Map<number, string>();
  private versionsAt = -1;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { readonly maxBytes?: number; readonly writes?: WriteCount } = {},
  ) {}

  /**
   * The answer to `query` for the account: cached while the account's versions stand, else
   * `compute`d and `serialize`d (a failure is thrown, never cached). `query` must name everything besides the
   * account's data the answer depends on (parameters, day, permissions).
   */
  async read(accountId: number, query: string, compute: () => Promise<unknown>, serialize: (data: unknown) => string = JSON.stringify): Promise<CachedRead> {
    // Read before computing: an answer computed afterwards holds at least the writes up to them.
    const versions = await this.versionsOf(accountId);
    const key = `${accountId}\n${query}`;
    const hit = this.entries.get(key);
    if (hit?.versions === versions) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.read;
    }
    const body = serialize(await compute());
    const read = { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    this.forget(key);
    this.entries.set(key, { versions, read });
    this.bytes += sizeOf(key, body);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= (this.options.maxBytes ?? DEFAULT_MAX_BYTES)) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, entry.read.body);
    }
    return read;
  }

  private async versionsOf(accountId: number): Promise<string> {
    const writes = this.options.writes;
    if (!writes) return readVersions(this.db, accountId);
    // Taken before the lookup: a write sent meanwhile leaves the count ahead of what is kept.
    const count = writes.current;
    if (count !== this.versionsAt) {
      this.versions.clear();
      this.versionsAt = count;
    }
    const known = this.versions.get(accountId);
    if (known !== undefined) return known;
    const versions = await readVersions(this.db, accountId);
    if (this.versionsAt === count) this.versions.set(accountId, versions);
    return versions;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry.read.body);
  }
}

const sizeOf = (key: string, body: string) => 2 * (key.length + body.length) + 64;
