import type { Connectivity, ConnectivitySignal } from '../ports/connectivity';

/**
 * The app's connectivity signals: the HTTP client (ky-http.ts) reports offline copies, fresh
 * answers and refused writes; the browser's online/offline events are passed on.
 */
export class ConnectivitySignals implements Connectivity {
  private readonly listeners = new Set<(signal: ConnectivitySignal) => void>();

  emit(signal: ConnectivitySignal): void {
    for (const listener of this.listeners) listener(signal);
  }

  subscribe(listener: (signal: ConnectivitySignal) => void) {
    this.listeners.add(listener);
    const lost = () => listener({ type: 'network.lost' });
    const back = () => listener({ type: 'network.back' });
    globalThis.addEventListener?.('offline', lost);
    globalThis.addEventListener?.('online', back);
    if (globalThis.navigator?.onLine === false) queueMicrotask(lost);
    return () => {
      this.listeners.delete(listener);
      globalThis.removeEventListener?.('offline', lost);
      globalThis.removeEventListener?.('online', back);
    };
  }
}

/** The one instance: the HTTP client reports to it, the offline banner listens. */
export const connectivitySignals = new ConnectivitySignals();
