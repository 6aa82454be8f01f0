import { portKey } from './port-key';
/** Web push on this device. Never throws for "unsupported": it says so. */
export interface PushSubscriber {
  /** Push needs the Push API and a service worker (spec 4). */
  supported(): boolean;
  /** The browser's permission for notifications. */
  permission(): 'granted' | 'denied' | 'default';
  /** Whether this device currently receives push for the account. */
  subscribed(): Promise<boolean>;
  /** Asks for permission if needed, subscribes and registers with the server. */
  subscribe(): Promise<'subscribed' | 'denied'>;
  unsubscribe(): Promise<void>;
}

/** The key the app binds the PushSubscriber adapter to. */
export const pushPort = portKey<PushSubscriber>('push');
