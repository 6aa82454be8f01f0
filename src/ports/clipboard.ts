import { portKey } from './port-key';

/** The system clipboard. */
export interface Clipboard {
  /** Puts text on the clipboard; rejects when the browser refuses (no permission, not a secure page). */
  copy(text: string): Promise<void>;
}

/** The key the app binds the Clipboard adapter to. */
export const clipboardPort = portKey<Clipboard>('clipboard');
