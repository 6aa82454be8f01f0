import type { Messages } from '@lingui/core';
import type { MessagesLoader } from '../ports/messages-loader';

/**
 * Loads /_i18n/{locale}/messages.json (the first part) and members.json (the signed-in pages'
 * part), static files tagged with the build id so a deployment busts caches. Plain fetch: the
 * first catalog is needed before the HTTP client is loaded. Each file is fetched once per page
 * load (a failed fetch is tried again next time).
 */
export class FetchMessagesLoader implements MessagesLoader {
  private members = false;
  private readonly files = new Map<string, Promise<Messages>>();

  constructor(private readonly buildId: string) {}

  async load(locale: string): Promise<Messages> {
    const [first, members] = await Promise.all([this.file(locale, 'messages'), this.members ? this.file(locale, 'members') : {}]);
    return { ...first, ...members };
  }

  loadMembers(locale: string): Promise<Messages> {
    this.members = true;
    return this.file(locale, 'members');
  }

  private file(locale: string, part: 'messages' | 'members'): Promise<Messages> {
    const url = `/_i18n/${encodeURIComponent(locale)}/${part}.json?v=${encodeURIComponent(this.buildId)}`;
    let messages = this.files.get(url);
    if (!messages) {
      messages = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`Translations for ${locale}: HTTP ${response.status} (${location.host})`);
        return (await response.json()) as Messages;
      });
      messages.catch(() => this.files.delete(url));
      this.files.set(url, messages);
    }
    return messages;
  }
}
