/** What the cache keeps of a session: what every request needs, and when it stops being valid. */
export interface CachedSession {
  readonly accountId: number;
  readonly userId: string;
  readonly permissions: readonly string[];
  readonly requireNewPassword: boolean;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

/**
 * A short-lived in-process copy of recently used sessions, so a logged-in read costs no session
 * query. Entries live `ttlMs` at most (a permission change shows within that time); ending a
 * session removes it here and, through the session invalidation channel, on every other instance.
 * While that channel is down the cache is off, since another instance's logout could be missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; cachedAt: number }>();
  private enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(id: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAt >= this.ttlMs || nowMs < entry.cachedAt) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.session;
  }

  set(id: string, session: CachedSession, nowMs: number): void {
    if (!this.enabled) return;
    // Oldest first out (Map keeps insertion order): a flood of sessions cannot grow memory.
    if (this.entries.size >= this.maxEntries && !this.entries.has(id)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { session, cachedAt: nowMs });
  }

  /** Updates a cached session (e.g. its last activity) without extending its time to live. */
  update(id: string, session: CachedSession): void {
    const entry = this.entries.get(id);
    if (entry) this.entries.set(id, { session, cachedAt: entry.cachedAt });
  }

  delete(ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(id);
  }

  /** Off: empty, and nothing is added until it is on again. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.entries.clear();
  }
}
