import type { KeyValueStore } from '../ports/key-value-store';

/** localStorage, tolerant of private modes and quotas where it throws. */
export class LocalStorageStore implements KeyValueStore {
  get(key: string) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the preference simply is not remembered.
    }
  }

  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  }
}
