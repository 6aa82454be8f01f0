import type { Messages } from '@lingui/core';
import { portKey } from './port-key';

/**
 * Fetches the compiled translation catalog of a locale, in two parts (the build splits it by the
 * code that uses each message): the first part, all the guest side needs, and the members' part,
 * which only the signed-in pages use.
 */
export interface MessagesLoader {
  /** The first part, plus the members' part once `loadMembers` was called (a language switch then gets both). */
  load(locale: string): Promise<Messages>;
  /** The members' part of a locale; from now on `load` includes it too. */
  loadMembers(locale: string): Promise<Messages>;
}

/** The key the app binds the MessagesLoader adapter to. */
export const messagesPort = portKey<MessagesLoader>('messages');
