// Build-time only (build.mjs bundles it for Node and runs it): renders a guest page's first view in
// one language, the HTML the client hydrates (main.tsx). It renders the very App the browser runs,
// with the session still being checked and no container, which is what the browser's first
// render shows on a guest page (route-guard.ts renders guest routes while checking).
import { type Messages, setupI18n } from '@lingui/core';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import type { UiLocale } from '../domain/enumerations';
import { withSentenceStops } from '../i18n/sentence-stops';
import type { AppContainer } from './container';
import type { SessionPorts } from './session.provide';
import { App } from './app';
import { provideLocaleSwitch } from './locale-switch.provide';
import { routes } from './route-table';
import { provideSession } from './session.provide';
import { renderToHtml } from './render-html';
import { consentCookies, documentHead, emptyStore, noAttempts, renderAuthenticator, stay } from './render-ports';

export interface PrerenderedPage {
  /** The markup inside <div id="root">. */
  readonly html: string;
  /** The document title the page sets once it runs (layout.tsx). */
  readonly title: string;
  /** The <html lang> of the page (layout.tsx). */
  readonly lang: string;
}

/** The patterns of every client route: the server answers a path none matches with the 404 page (route-shells.ts). */
export function routePatterns(): string[] {
  return routes.map((route) => route.pattern);
}

/** The container never loads at build time: nothing the first view shows waits for it. */
const never = <T,>() => new Promise<T>(() => {});

/**
 * The first view of `path` (a guest page, with a query if its guard needs one) in `locale`, rendered with that locale's whole catalog;
 * with the cookie prompt unless the visitor has `decided` (the CONSENT cookie, which the server reads).
 */
export async function prerenderPage(path: string, locale: UiLocale, messages: Messages, buildId: string, decided: boolean): Promise<PrerenderedPage> {
  const i18n = withSentenceStops(setupI18n());
  i18n.loadAndActivate({ locale, messages });
  const ports = () => never<SessionPorts>();
  const session = createActor(provideSession(ports, emptyStore, stay, consentCookies(false), noAttempts), { input: { profile: null } }).start();
  const localeSwitch = createActor(provideLocaleSwitch(i18n, { load: async () => messages, loadMembers: async () => ({}) }, consentCookies(false), false, () => {})).start();
  // No session: no member page opens (the guide's help link points nowhere, as for a visitor).
  const early = { navigator: stay, authenticator: renderAuthenticator, cookies: consentCookies(decided), pageLinks: { opens: () => false } };
  const services = { container: never<AppContainer>(), early, session, localeSwitch, store: emptyStore, buildId, fromHtml: true };
  try {
    const html = await renderToHtml(
      <Router ssrPath={path}>
        <App i18n={i18n} services={services} />
      </Router>,
      path,
    );
    return { html, ...documentHead(path, i18n) };
  } finally {
    session.stop();
    localeSwitch.stop();
  }
}
