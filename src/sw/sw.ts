/// <reference lib="webworker" />
// The service worker: activates new versions at once so the page can reload into them
// (spec 4: "The service worker reloads the page when a new version activates"), shows web push
// notifications, and makes the portal readable without signal (issue 16): the shell is
// precached, the chunks kept as they load, and the last answers the owner saw of the overview,
// reservations, calendar and inbox are kept per owner (network first; the copy only when there is
// no network, marked with when it was fetched). Writes are never cached or queued.
import { endsOfflineCopies, FIRST_VIEW_READS_HEADER, firstViewReads, isOfflineReadable, OFFLINE_COPY_HEADER } from '../contract/offline-copies';
import { PushPayload } from '../contract/push';
import { renewPushSubscription } from './push-renewal';

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to: a new deployment makes a new worker. */
declare const __BUILD_ID__: string;
/** The shell's files of this build (build.mjs): index.html and the chunks of every signed-in page. */
declare const __PRECACHE__: readonly string[];

/** The shell and chunks of this build: replaced with the next build. */
const SHELL_CACHE = `portal-shell-${__BUILD_ID__}`;
/** The owner's offline copies: they outlive builds, never a sign-in or sign-out. */
const COPIES_CACHE = 'portal-offline-copies';
/** Whose copies the cache holds (the profile's userID), kept in the cache itself. */
const OWNER_KEY = '/__offline-copies-owner';

/** Chromium's static routes (123+): requests the browser answers without running this script. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: string }; source: { cacheName: string } }): Promise<void>;
}

self.addEventListener('install', (event) => {
  // The chunks come from the shell's cache (the network, and its HTTP cache, when not there)
  // without starting this script: a page's thirty-odd chunk requests each ran it, on the renderer
  // core the page's main thread shares, and its tasks took longer (docs/benchmarks.md). They are
  // then no longer kept as they load there: the HTTP cache keeps them (immutable, a year).
  const routed = (event as RoutingInstallEvent).addRoutes?.({ condition: { urlPattern: '/assets/*' }, source: { cacheName: SHELL_CACHE } });
  if (routed) event.waitUntil(routed.catch(() => {}));
  event.waitUntil(
    (async () => {
      // A precache that fails (a deployment in between) is no reason to keep the old worker.
      await (await caches.open(SHELL_CACHE)).addAll(__PRECACHE__).catch(() => {});
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  console.info(`Owner Portal service worker ${__BUILD_ID__} active`);
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('portal-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      // The installed app's pages come from the server by navigation preload, which starts the
      // request while the worker starts, and tells the server to name the first view's reads.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    // Writes go to the network as they are; a sign-in or sign-out drops every copy.
    if (endsOfflineCopies(request.method, url.pathname)) event.waitUntil(caches.delete(COPIES_CACHE));
    return;
  }
  if (request.mode === 'navigate') {
    const response = page(event);
    event.respondWith(response);
    event.waitUntil(keepFirstViewReads(response));
  }
  else if (url.pathname.startsWith('/assets/')) event.respondWith(chunk(event));
  else if (url.pathname.startsWith('/_i18n/')) event.respondWith(catalog(event));
  else if (isOfflineReadable(url.pathname)) event.respondWith(answer(event, url.pathname));
});

/** A page: from the server (its preloaded answer where there is one); without network the plain shell, which routes on the client. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    return ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/**
 * A page rendered on the server with its data read nothing in the browser, so nothing of it was
 * kept: the worker asks its reads (FIRST_VIEW_READS_HEADER, the profile first) once more as soon
 * as the page is answered (an owner may lose signal the next moment), and keeps them as the
 * page's own reads would be.
 */
async function keepFirstViewReads(page: Promise<Response>): Promise<void> {
  const reads = firstViewReads((await page.catch(() => null))?.headers.get(FIRST_VIEW_READS_HEADER) ?? null);
  for (const read of reads) {
    const request = new Request(read);
    const response = await fetch(request).catch(() => null);
    if (!response) return;
    await keepAnswer(request, new URL(request.url).pathname, response);
    if (response.status === 401) return;
  }
}

/** A content-hashed chunk (where the browser has no static routes): never changes, so the kept one is used first. */
async function chunk(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** A translation catalog: from the server, the kept one without network. */
async function catalog(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache.match(event.request);
    if (kept) return kept;
    throw error;
  }
}

/** An answer the owner may read offline: from the server (and kept), the copy only without network. */
async function answer(event: FetchEvent, pathname: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const copy = await caches.match(event.request, { cacheName: COPIES_CACHE, ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
  event.waitUntil(keepAnswer(event.request, pathname, response.clone()));
  return response;
}

/** Keeps a fresh answer as the copy of its read; a 401 (signed out) drops every copy. */
async function keepAnswer(request: Request, pathname: string, response: Response): Promise<void> {
  if (response.status === 401) await caches.delete(COPIES_CACHE);
  else if (response.ok) await keep(request, pathname, response).catch(() => {});
}

/**
 * Keeps an answer with the time it was fetched. The profile names the owner: copies of anyone
 * else are dropped first; nothing is kept before the profile said whose copies these are.
 */
async function keep(request: Request, pathname: string, response: Response): Promise<void> {
  let cache = await caches.open(COPIES_CACHE);
  if (pathname === '/api/profile') {
    const owner = String(((await response.clone().json()) as { userID?: unknown }).userID ?? '');
    const known = await (await cache.match(OWNER_KEY))?.text();
    if (known !== owner) {
      await caches.delete(COPIES_CACHE);
      cache = await caches.open(COPIES_CACHE);
      await cache.put(OWNER_KEY, new Response(owner));
    }
  } else if (!(await cache.match(OWNER_KEY))) {
    return;
  }
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, new Date().toISOString());
  await cache.put(request, new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers }));
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = PushPayload.parse(event.data?.json());
  } catch {
    return;
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon.svg',
      data: { url: payload.url },
    }),
  );
});

/** The push service renewed or dropped the subscription: subscribe again and tell the server (a lost one would end every notification). */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null; waitUntil(promise: Promise<unknown>): void };
  change.waitUntil(
    renewPushSubscription(change.oldSubscription ?? null, change.newSubscription ?? null, {
      subscribe: (applicationServerKey) => self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      fetch: (path, init) => fetch(path, init),
    }).catch((error: unknown) => console.warn('Push subscription not renewed:', error)),
  );
});

/** Opens the portal at the notification's page: focuses an open tab, or opens one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(String(event.notification.data?.url ?? '/'), self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(target.href);
      } else {
        await self.clients.openWindow(target.href);
      }
    })(),
  );
});
