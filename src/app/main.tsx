import '../ui/global.css';
import { setupI18n } from '@lingui/core';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createActor } from 'xstate';
import { BrowserPasskeyAuthenticator } from '../adapters/browser-passkey-authenticator';
import { DocumentCookieJar } from '../adapters/document-cookie-jar';
import { takeEarlyTaps } from '../adapters/early-taps';
import { takeFirstViewState } from '../adapters/first-view-state';
import { FetchMessagesLoader } from '../adapters/fetch-messages-loader';
import { captureInstallPrompt } from '../adapters/install-prompt-capture';
import { LocalStorageStore } from '../adapters/local-storage-store';
import { SessionStorageLoginAttempts } from '../adapters/session-storage-login-attempts';
import { registerServiceWorker } from '../adapters/service-worker';
import { TIME_ZONE_COOKIE } from '../contract/cookies';
import { LOCALE_COOKIE, RELEASE_VERSION } from '../domain/constants';
import type { UiLocale } from '../domain/enumerations';
import { activateLocale, SHOW_IDS_KEY } from '../i18n/catalog';
import { pickLocale } from '../i18n/pick-locale';
import { withSentenceStops } from '../i18n/sentence-stops';
import type { Navigator } from '../ports/navigator';
import type { PageLinks } from '../ports/page-links';
import { opensPage } from './navigation';
import { toSessionView } from './session-view';
import { App } from './app';
import type { AppServices } from './app-context';
import { loadMembersCatalog } from './use-members-catalog';
import { settled } from './settled';
import { whenIdle, whenLoaded, yieldToBrowser } from './browser-tasks';
import { preloadComponent } from './lazy-page';
import { preloadLayout } from './layout';
import { matchRoute } from './route-table';
import { provideLocaleSwitch } from './locale-switch.provide';
import { provideSession } from './session.provide';
import { accountPort } from '../ports/account-gateway';
import { authPort } from '../ports/auth-gateway';
import { authenticatorPort } from '../ports/passkey-authenticator';
import { passkeysPort } from '../ports/passkey-gateway';

/**
 * Boots the SPA: the first catalog, the session and language actors, the first render. The
 * container (HTTP client, gateways) loads in parallel and is awaited by whatever needs it.
 */
async function boot() {
  // The scripts' evaluation (React DOM's alone is ~60 ms on a phone) was one task; the boot is others.
  await yieldToBrowser();
  const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? 'dev';
  // Error reporting loads at once, beside the first paint (its listeners are not worth the login's bytes).
  const errors = import('./error-listeners').then(({ listenForErrors }) => listenForErrors(`${RELEASE_VERSION}+${buildId}`));
  const i18n = withSentenceStops(setupI18n());
  const early = {
    messages: new FetchMessagesLoader(buildId),
    store: new LocalStorageStore(),
    attempts: new SessionStorageLoginAttempts(() => Date.now()),
    cookies: new DocumentCookieJar(),
    navigator: { go: (path, options) => navigate(path, { replace: options?.replace ?? false }) } satisfies Navigator,
    // Links open pages by the route guard's rules for the current session (see navigation.ts).
    pageLinks: { opens: (href) => (session ? opensPage(href, toSessionView(session.getSnapshot())) : false) } satisfies PageLinks,
    authenticator: new BrowserPasskeyAuthenticator(),
  };
  let session: ReturnType<typeof createActor<ReturnType<typeof provideSession>>> | null = null;
  let onUnauthorized = () => {};
  // On /login the container (inversify, ky, the core modules: ~30 kB gzip) is not needed until the
  // form is used: it loads once the form has shown and the browser is idle, or at the first touch or
  // key, whichever comes first (issue 23: the form is usable after ~107 kB instead of 137).
  // Anywhere else it loads at once, beside the first paint.
  let wantContainer = () => {};
  const wanted = new Promise<void>((resolve) => (wantContainer = resolve));
  if (isLoginPath(location.pathname)) loadWhenFormShown(wantContainer);
  else wantContainer();
  // Read without suspending once loaded (a server-rendered page hydrates after it has).
  const container = settled(
    wanted
      .then(() => import('./container'))
      .then(({ createContainerInTasks }) =>
        createContainerInTasks(
          { early, locale: () => i18n.locale || 'en', onUnauthorized: () => onUnauthorized(), onFailedCall: (...call) => void errors.then(({ failedCall }) => failedCall(...call)) },
          yieldToBrowser,
        ),
      ),
  );

  const showIds = early.store.get(SHOW_IDS_KEY) === '1';
  const locale = pickLocale(early.cookies.get(LOCALE_COOKIE), navigator.languages);
  let texts = !showIds;
  await activateLocale(i18n, early.messages, locale, showIds).catch((error: unknown) => {
    texts = false;
    // The page still works without the catalog: texts fall back to their ids (spec 8: a warning).
    console.warn('Could not load translations', error);
    i18n.loadAndActivate({ locale, messages: {} });
  });

  const ports = async () => {
    wantContainer();
    const c = await container;
    return { auth: c.get(authPort), account: c.get(accountPort), passkeys: c.get(passkeysPort), authenticator: c.get(authenticatorPort) };
  };
  await yieldToBrowser();
  // A page the server rendered signed in starts signed in, with the data its HTML shows.
  const firstView = takeFirstViewState();
  // Reading a list page's state (its JSON) and the session actor's first snapshot: a task each.
  if (firstView) await yieldToBrowser();
  const started = createActor(provideSession(ports, early.store, early.navigator, early.cookies, early.attempts), {
    input: { profile: firstView?.profile ?? null },
  }).start();
  session = started;
  onUnauthorized = () => started.send({ type: 'session.expired' });
  // Signed in, the switch is stored with the account (its messages follow it); a failure only costs that.
  const rememberLanguage = (locale: UiLocale) => {
    if (toSessionView(started.getSnapshot()).status !== 'loggedIn') return;
    void ports()
      .then(({ account }) => account.rememberLanguage(locale))
      .catch(() => undefined);
  };
  await yieldToBrowser();
  const localeSwitch = createActor(provideLocaleSwitch(i18n, early.messages, early.cookies, showIds, rememberLanguage)).start();

  const root = document.getElementById('root');
  if (!root) return;
  const services: AppServices = { container, early, session: started, localeSwitch, store: early.store, buildId, firstView };
  const app = <App i18n={i18n} services={services} />;
  // A prerendered (build.mjs) or server-rendered page is hydrated when it is in the language this
  // visit runs in and shows texts (not ids); otherwise the first render replaces its markup.
  services.fromHtml = root.dataset.locale === i18n.locale && texts && root.firstElementChild !== null;
  if (services.fromHtml) {
    // The page's and layout's chunks (modulepreloaded) first: hydration then finishes in one pass.
    // A lazy part still loading would stay server HTML, and the session's first update would make
    // React throw that HTML away and render it anew (the layout's skeleton flashes; no error is logged).
    // A signed-in page's logged-in area reads the container and the members' texts at once; its
    // HTML carries only the CSS it uses, so what shows once it runs waits for the whole stylesheet.
    const signedIn = firstView ? [container, loadMembersCatalog(services, i18n, early.messages), stylesheetsLoaded()] : null;
    await firstViewLoaded(location.pathname, signedIn);
    await yieldToBrowser();
    // Taken as React takes the page's events over (it replays what is tapped from then on), to be tapped again once hydrated.
    services.earlyTaps = takeEarlyTaps();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already painted; a tap meanwhile is replayed).
    // A mismatch is recovered by rendering afresh (a flash); it says so, as a warning for the journeys to catch.
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError: (error, info) => console.warn('Rendered again:', error, info.componentStack) }));
  } else {
    // Rendered afresh: the buttons tapped are gone.
    takeEarlyTaps();
    createRoot(root).render(app);
  }
  // The server renders a signed-in page's times of day in this browser's zone, from the next page on:
  // nothing waits for it.
  whenIdle(() => keepTimeZone(early.cookies), 5000);
}

/**
 * What a prerendered or server-rendered page's first view needs before it hydrates: its page's and
 * its layout's chunks (the 404 page's is the layout alone), and on a signed-in page (`signedIn`:
 * what its logged-in area reads) that layout and those. (The cookie prompt's chunk loads as it
 * hydrates: its HTML stays as it is until then, as nothing updates it.)
 */
async function firstViewLoaded(path: string, signedIn: Promise<unknown>[] | null): Promise<void> {
  const route = matchRoute(path)?.route;
  // An unknown path's first view is the 404 page in the logged-out layout (route-view.tsx).
  if (!route) return preloadLayout('loggedout').catch(() => undefined);
  if (!route.page) return;
  const layout = signedIn ? 'loggedin' : route.layout;
  // A chunk that fails to load fails again in the render, which shows the error page.
  await Promise.all([preloadComponent(route.page), preloadLayout(layout), ...(signedIn ?? [])]).catch(() => undefined);
}

/** The page's stylesheets, once each has loaded or failed (a failed one styles nothing either way). */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

/**
 * Keeps the browser's time zone in its cookie (a year), when the browser names one. Temporal asks
 * for it alone; Intl first loads the browser's locale data (~20 ms, four times that on a phone).
 */
function keepTimeZone(cookies: DocumentCookieJar) {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  const zone = temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && cookies.get(TIME_ZONE_COOKIE) !== zone) cookies.set(TIME_ZONE_COOKIE, zone, 365);
}

/** Whether the page is the login form, whose first use needs no container. */
function isLoginPath(path: string): boolean {
  return /^\/login\/?$/.test(path);
}

/** Calls `load` once the first paint is done and the browser idles, or at the first touch, key or focus. */
function loadWhenFormShown(load: () => void) {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const once = () => {
    for (const event of events) window.removeEventListener(event, once, true);
    load();
  };
  for (const event of events) window.addEventListener(event, once, { capture: true, passive: true });
  whenLoaded(() => whenIdle(once, 1500));
}

captureInstallPrompt();
void boot();
// Installing the worker fetches and stores the shell's files (~45): beside a first visit's
// hydration that work took the main thread's share of a phone's cores. It waits for the page.
whenLoaded(() => whenIdle(registerServiceWorker, 5000));
