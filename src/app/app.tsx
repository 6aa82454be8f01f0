import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy, useCallback, useEffect, useState } from 'react';
import { SHOW_IDS_KEY } from '../i18n/catalog';
import { isToggleIdsShortcut } from '../i18n/is-toggle-ids-shortcut';
import type { KeyValueStore } from '../ports/key-value-store';
import { systemPort } from '../ports/system-gateway';
import { PortsContext } from '../ports/use-port';
import { useAfterHydration } from '../ui/use-after-hydration';
import { AppContext, type AppServices } from './app-context';
import { ConsentLinkContext, createConsentLink } from './consent-link';
import { ErrorBoundary } from './error-boundary';
import { OptionalPart } from './optional-part';
import { RouteView } from './route-view';
import { useDeploymentWatch } from './use-deployment-watch';

// Consent and statistics are their own chunk, loaded after the first paint (a prerendered page
// carries the prompt in its HTML, which hydrates when the chunk is there).
const ConsentHost = lazy(() => import('./consent-host'));

export interface AppProps {
  i18n: I18n;
  services: AppServices;
}

/** Providers and the routed page. */
export function App({ i18n, services }: AppProps) {
  useToggleIdsShortcut(services.store);
  useDeploymentWatch(services.buildId, useCallback(async () => (await services.container).get(systemPort), [services.container]));
  const [consentLink] = useState(createConsentLink);
  return (
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={services}>
        <PortsContext.Provider value={services.container}>
          <ConsentLinkContext.Provider value={consentLink}>
            <ErrorBoundary standalone>
              <RouteView />
            </ErrorBoundary>
            <OptionalPart>
              <ConsentHost />
            </OptionalPart>
            <ReadyMark />
          </ConsentLinkContext.Provider>
        </PortsContext.Provider>
      </AppContext.Provider>
    </I18nProvider>
  );
}

/**
 * Marks the document once the app handles input (`<html data-app="ready">`): its first render is
 * committed, or the server's HTML hydrated and its browser-only values shown. Before that a
 * server-rendered page only shows; the journeys wait for the mark after a full load, as an owner's
 * tap a moment later would land. (A component of its own: only it renders again after hydrating.)
 */
function ReadyMark() {
  const hydrated = useAfterHydration(() => true, false);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.app = 'ready';
  }, [hydrated]);
  return null;
}

/** Ctrl/Cmd+Shift+7 shows translation keys instead of texts, and back; then reloads (spec 2). */
function useToggleIdsShortcut(store: KeyValueStore) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggleIdsShortcut(event)) return;
      event.preventDefault();
      if (store.get(SHOW_IDS_KEY) === '1') store.remove(SHOW_IDS_KEY);
      else store.set(SHOW_IDS_KEY, '1');
      window.location.reload();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
