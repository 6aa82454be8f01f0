import type { Connectivity, ConnectivitySignal } from '../ports/connectivity';

/**
 * The app's connectivity signals: the HTTP client (ky-http.ts) reports offline copies, fresh
 * answers and refused writes; the browser's online/offline events are passed on.
 */
export class ConnectivitySignals implements Connectivity {
  private readonly listeners = new Set<(signal: ConnectivitySignal) => void>();
  /**
   * A change refused without signal before anyone listened: the banner of a server-rendered page
   * mounts as its part hydrates, which may be after the owner's first tap. It hears it on subscribing
   * while still offline.
   */
  private unheardRefusal = false;

  emit(signal: ConnectivitySignal): void {
    if (signal.type === 'write.refused' && this.listeners.size === 0) this.unheardRefusal = globalThis.navigator?.onLine === false;
    for (const listener of this.listeners) listener(signal);
  }

  subscribe(listener: (signal: ConnectivitySignal) => void) {
    this.listeners.add(listener);
    const lost = () => listener({ type: 'network.lost' });
    const back = () => listener({ type: 'network.back' });
    globalThis.addEventListener?.('offline', lost);
    globalThis.addEventListener?.('online', back);
    const refused = this.unheardRefusal;
    this.unheardRefusal = false;
    if (globalThis.navigator?.onLine === false)
      queueMicrotask(() => {
        lost();
        if (refused) listener({ type: 'write.refused' });
      });
    return () => {
      this.listeners.delete(listener);
      globalThis.removeEventListener?.('offline', lost);
      globalThis.removeEventListener?.('online', back);
    };
  }
}

/** The one instance: the HTTP client reports to it, the offline banner listens. */
export const connectivitySignals = new ConnectivitySignals();
