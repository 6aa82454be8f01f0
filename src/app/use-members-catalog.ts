import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { idsOnly, SHOW_IDS_KEY } from '../i18n/catalog';
import { type MessagesLoader, messagesPort } from '../ports/messages-loader';
import { type AppServices, useApp, useContainer } from './app-context';
import { settled } from './settled';

/** Per App (the browser's visit, or one server render) and locale. */
const loaded = new WeakMap<AppServices, Map<string, Promise<void>>>();

/**
 * Adds the members' part of the catalog (the messages only signed-in pages use, see
 * scripts/catalog-split.mjs) to `i18n`'s active locale, once per App and locale; a failed load
 * leaves the texts as their ids, with a warning, as a failed first catalog does. main.tsx awaits it
 * before hydrating a server-rendered page, whose first render then does not wait.
 */
export function loadMembersCatalog(services: AppServices, i18n: I18n, loader: MessagesLoader): Promise<void> {
  return loading(services, i18n, loader);
}

function loading(services: AppServices, i18n: I18n, loader: MessagesLoader): Promise<void> {
  const locale = i18n.locale;
  const ofApp = loaded.get(services) ?? new Map<string, Promise<void>>();
  loaded.set(services, ofApp);
  let entry = ofApp.get(locale);
  if (!entry) {
    const ready = settled(
      loader.loadMembers(locale).then(
        (messages) => i18n.load(locale, services.store.get(SHOW_IDS_KEY) === '1' ? idsOnly(messages) : messages),
        (error: unknown) => console.warn('Could not load translations', error),
      ),
    );
    entry = ready;
    ofApp.set(locale, entry);
  }
  return entry;
}

/**
 * The members' part of the catalog before the caller renders: the logged-in area calls it, so no
 * signed-in page renders before its texts are there. Suspends while it loads (the route's shell
 * preloads it).
 */
export function useMembersCatalog(): void {
  const { i18n } = useLingui();
  // Always `use`: once loaded it returns at once (settled.ts).
  use(loading(useApp(), i18n, useContainer().get(messagesPort)));
}
