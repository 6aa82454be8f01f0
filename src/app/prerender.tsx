// Build-time only (build.mjs bundles it for Node and runs it): renders a guest page's first view in
// one language, the HTML the client hydrates (main.tsx). It renders the very App the browser runs,
// with the session still being checked and no container, which is what the browser's first
// render shows on a guest page (route-guard.ts renders guest routes while checking).
import { type Messages, setupI18n } from '@lingui/core';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { CONSENT_KEY } from '../domain/constants';
import type { UiLocale } from '../domain/enumerations';
import { toHtmlLocale } from '../domain/locale';
import { withSentenceStops } from '../i18n/sentence-stops';
import type { CookieJar } from '../ports/cookie-jar';
import type { KeyValueStore } from '../ports/key-value-store';
import type { LoginAttemptStore } from '../ports/login-attempt-store';
import type { Navigator } from '../ports/navigator';
import { AuthenticatorError, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { AppContainer } from './container';
import type { SessionPorts } from './session.provide';
import { App } from './app';
import { brand } from './brand';
import { provideLocaleSwitch } from './locale-switch.provide';
import { matchRoute, routes } from './route-table';
import { provideSession } from './session.provide';

export interface PrerenderedPage {
  /** The markup inside <div id="root">. */
  readonly html: string;
  /** The document title the page sets once it runs (layout.tsx). */
  readonly title: string;
  /** The <html lang> of the page (layout.tsx). */
  readonly lang: string;
}

/** Nothing is stored, nothing is signed in: a first visit. */
const emptyStore: KeyValueStore = { get: () => null, set: () => {}, remove: () => {} };
const noCookies: CookieJar = { get: () => null, set: () => {} };
const noAttempts: LoginAttemptStore = { load: async () => null, save: () => {}, clear: () => {} };
const stay: Navigator = { go: () => {} };
/** Says what the browser says in almost every case (login.page.tsx renders the passkey button first). */
const buildAuthenticator: PasskeyAuthenticator = {
  supported: () => true,
  platformAvailable: async () => false,
  supportsAutofill: async () => false,
  create: () => Promise.reject(new AuthenticatorError('unsupported')),
  get: () => Promise.reject(new AuthenticatorError('unsupported')),
};
const notFoundTitle = /*i18n*/ { id: 'meta.notFound', message: 'Page Not Found' };

/** The patterns of every client route: the server answers a path none matches with the 404 page (route-shells.ts). */
export function routePatterns(): string[] {
  return routes.map((route) => route.pattern);
}

/** How long one page may take to render at build time (it takes milliseconds). */
const PRERENDER_TIMEOUT_MS = 20_000;

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
  const session = createActor(provideSession(ports, emptyStore, stay, noCookies, noAttempts)).start();
  const localeSwitch = createActor(provideLocaleSwitch(i18n, { load: async () => messages, loadMembers: async () => ({}) }, noCookies, false, () => {})).start();
  // Any decision closes the prompt; its value only matters once the page runs (statistics).
  const consentCookie: CookieJar = { get: (name) => (decided && name === CONSENT_KEY ? 'statistics=0' : null), set: () => {} };
  // No session: no member page opens (the guide's help link points nowhere, as for a visitor).
  const early = { navigator: stay, authenticator: buildAuthenticator, cookies: consentCookie, pageLinks: { opens: () => false } };
  const services = { container: never<AppContainer>(), early, session, localeSwitch, store: emptyStore, buildId };
  try {
    // A first view that waits for the container (or anything else the build lacks) never finishes:
    // the build stops with a reason instead of hanging or writing a page of skeletons.
    const stuck = new AbortController();
    const timer = setTimeout(() => stuck.abort(new Error(`prerendering ${path} did not finish in ${PRERENDER_TIMEOUT_MS} ms: its first view waits for something the build does not have (the container?)`)), PRERENDER_TIMEOUT_MS);
    const { prelude } = await prerender(
      <Router ssrPath={path}>
        <App i18n={i18n} services={services} />
      </Router>,
      // One document, no boundary outlined into a later segment (React would reveal it with an
      // inline script, which the CSP forbids).
      { signal: stuck.signal, onError: (error) => void stuck.abort(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    ).finally(() => clearTimeout(timer));
    if (stuck.signal.aborted) throw stuck.signal.reason;
    const html = await new Response(prelude).text();
    // A path no route matches shows the 404 page, under its title (route-view.tsx).
    const route = matchRoute(path.split('?')[0] ?? path)?.route;
    const title = `${i18n._(route ? route.title : notFoundTitle)} · ${brand.name}`;
    const lang = toHtmlLocale(locale).replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
    return { html, title, lang };
  } finally {
    session.stop();
    localeSwitch.stop();
  }
}
