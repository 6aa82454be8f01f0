import type { SavedLoginAttempt } from '../contract/login-attempt';
import { isAttemptCurrent } from '../domain/login-attempt';
import type { LoginAttemptStore } from '../ports/login-attempt-store';

const KEY = 'login.attempt';

interface Stored {
  startedAt: number;
  attempt: unknown;
}

/**
 * sessionStorage: one tab's attempt survives a reload or a trip to the mail app, but neither a
 * closed tab nor another tab. The schema is imported on load only, so the first paint stays
 * without zod.
 */
export class SessionStorageLoginAttempts implements LoginAttemptStore {
  constructor(private readonly now: () => number) {}

  async load(): Promise<SavedLoginAttempt | null> {
    const stored = this.read();
    if (!stored || !isAttemptCurrent(stored.startedAt, this.now())) return null;
    const { SavedLoginAttempt } = await import('../contract/login-attempt');
    const parsed = SavedLoginAttempt.safeParse(stored.attempt);
    return parsed.success ? parsed.data : null;
  }

  save(attempt: SavedLoginAttempt) {
    const previous = this.read();
    // Tries and contacts change within one attempt; its lifetime runs from its start.
    const startedAt = previous && (previous.attempt as Partial<SavedLoginAttempt> | null)?.token === attempt.token ? previous.startedAt : this.now();
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ startedAt, attempt } satisfies Stored));
    } catch {
      // Storage full or disabled: a reload starts over at /login.
    }
  }

  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // As above.
    }
  }

  private read(): Stored | null {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
      if (typeof value !== 'object' || value === null) return null;
      const { startedAt, attempt } = value as Partial<Stored>;
      return typeof startedAt === 'number' ? { startedAt, attempt } : null;
    } catch {
      return null;
    }
  }
}
