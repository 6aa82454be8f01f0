import type { I18n, Messages } from '@lingui/core';
import type { MessagesLoader } from '../ports/messages-loader';

/** Where the "show translation keys" switch (Ctrl/Cmd+Shift+7) is remembered. */
export const SHOW_IDS_KEY = 'i18n.showIds';

/** A catalog whose every message is its own id, so the page shows keys instead of texts. */
export function idsOnly(messages: Messages): Messages {
  return Object.fromEntries(Object.keys(messages).map((id) => [id, id]));
}

/** Loads a locale's catalog and activates it (ids instead of texts when showIds). */
export async function activateLocale(i18n: I18n, loader: MessagesLoader, locale: string, showIds: boolean): Promise<void> {
  const messages = await loader.load(locale);
  i18n.loadAndActivate({ locale, messages: showIds ? idsOnly(messages) : messages });
}
