import type { Messages } from '@lingui/core';
import type { MessagesLoader } from '../ports/messages-loader';

/**
 * Loads /_i18n/{locale}/messages.json, a static file tagged with the build id so a deployment
 * busts caches. Plain fetch: the first catalog is needed before the HTTP client is loaded.
 */
export class FetchMessagesLoader implements MessagesLoader {
  constructor(private readonly buildId: string) {}

  async load(locale: string): Promise<Messages> {
    const response = await fetch(`/_i18n/${encodeURIComponent(locale)}/messages.json?v=${encodeURIComponent(this.buildId)}`);
    if (!response.ok) throw new Error(`Translations for ${locale}: HTTP ${response.status} (${location.host})`);
    return (await response.json()) as Messages;
  }
}
