import type { SavedLoginAttempt } from '../contract/login-attempt';
import { portKey } from './port-key';

/**
 * Keeps the sign-in attempt that waits for its code for this tab, so a reload of /2fa resumes it.
 * Never throws: without storage a reload simply starts over at /login.
 */
export interface LoginAttemptStore {
  /** The attempt kept for this tab, while it is still current on the server; null otherwise. */
  load(): Promise<SavedLoginAttempt | null>;
  save(attempt: SavedLoginAttempt): void;
  clear(): void;
}

/** The key the app binds the LoginAttemptStore adapter to. */
export const loginAttemptsPort = portKey<LoginAttemptStore>('loginAttempts');
