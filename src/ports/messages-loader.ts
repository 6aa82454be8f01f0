import type { Messages } from '@lingui/core';

/** Fetches the compiled translation catalog of a locale. */
export interface MessagesLoader {
  load(locale: string): Promise<Messages>;
}
