import type { Messages } from '@lingui/core';
import { portKey } from './port-key';

/** Fetches the compiled translation catalog of a locale. */
export interface MessagesLoader {
  load(locale: string): Promise<Messages>;
}

/** The key the app binds the MessagesLoader adapter to. */
export const messagesPort = portKey<MessagesLoader>('messages');
