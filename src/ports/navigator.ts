import { portKey } from './port-key';
/** Moves the SPA to another route (client-side), used by machines after a step completes. */
export interface Navigator {
  go(path: string, options?: { replace?: boolean }): void;
}

/** The key the app binds the Navigator adapter to. */
export const navigatorPort = portKey<Navigator>('navigator');
