import type { Notification } from '../contract/inbox';
import { portKey } from './port-key';

/** The inbox and the answers its cards lead to. Throws GatewayError. */
export interface InboxGateway {
  notifications(): Promise<Notification[]>;
  /** Whether there is anything unread (drives the bell's dot). */
  hasNew(): Promise<boolean>;
  markRead(id: string): Promise<void>;
  /** Marks read every card up to `newestSeen` (the newest card shown), newer ones stay unread; answers how many changed. */
  markAllRead(newestSeen: string): Promise<number>;
  /** The feedback score, 0–10, with an optional comment; answers false when it could not be saved (spec 7). */
  rate(rating: number, comment?: string): Promise<boolean>;
  /** Renews a contract automatically or asks for a manual offer. */
  renew(accommodationCode: string, mode: 'auto' | 'manual'): Promise<void>;
}

/** The key the app binds the InboxGateway adapter to. */
export const inboxPort = portKey<InboxGateway>('inbox');
