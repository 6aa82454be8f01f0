import { portKey } from './port-key';

/** What the app learns about its connection from its own calls and the browser. */
export type ConnectivitySignal =
  /** An answer came from the service worker's offline copy, fetched at this ISO instant. */
  | { type: 'copy.shown'; fetchedAt: string }
  /** An answer came from the server. */
  | { type: 'answer.fresh' }
  /** A change could not be sent: no connection. It was not queued. */
  | { type: 'write.refused' }
  | { type: 'network.lost' }
  | { type: 'network.back' };

export interface Connectivity {
  /** Calls back with every signal from now on. */
  subscribe(listener: (signal: ConnectivitySignal) => void): () => void;
}

export const connectivityPort = portKey<Connectivity>('connectivity');
