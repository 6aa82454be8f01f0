import { portKey } from './port-key';
/** Small string values that survive a reload (localStorage-like). Never throws. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The key the app binds the KeyValueStore adapter to. */
export const storePort = portKey<KeyValueStore>('store');
