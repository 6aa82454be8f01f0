import type { Clipboard } from '../ports/clipboard';

/** The browser's asynchronous clipboard (secure pages only; absent elsewhere, which rejects). */
export class NavigatorClipboard implements Clipboard {
  async copy(text: string) {
    if (!navigator.clipboard) throw new Error('No clipboard on this page');
    await navigator.clipboard.writeText(text);
  }
}
