import { useLingui } from '@lingui/react';
import { use } from 'react';
import { idsOnly, SHOW_IDS_KEY } from '../i18n/catalog';
import { messagesPort } from '../ports/messages-loader';
import { useApp, useContainer } from './app-context';

const loaded = new Map<string, Promise<void>>();

/**
 * Adds the members' part of the catalog (the messages only signed-in pages use, see
 * scripts/catalog-split.mjs) to the active locale before the caller renders: the logged-in area
 * calls it, so no signed-in page renders before its texts are there. Suspends while it loads
 * (the route's shell preloads it); a failed load leaves the texts as their ids, with a warning,
 * as a failed first catalog does.
 */
export function useMembersCatalog(): void {
  const { i18n } = useLingui();
  const { store } = useApp();
  const loader = useContainer().get(messagesPort);
  const locale = i18n.locale;
  let ready = loaded.get(locale);
  if (!ready) {
    ready = loader.loadMembers(locale).then(
      (messages) => i18n.load(locale, store.get(SHOW_IDS_KEY) === '1' ? idsOnly(messages) : messages),
      (error: unknown) => console.warn('Could not load translations', error),
    );
    loaded.set(locale, ready);
  }
  use(ready);
}
