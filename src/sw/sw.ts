/// <reference lib="webworker" />
// The service worker: activates new versions at once so the page can reload into them
// (spec 4: "The service worker reloads the page when a new version activates"), and shows web
// push notifications. It caches nothing: the portal shows live data.
import { PushPayload } from '../contract/push';

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to: a new deployment makes a new worker. */
declare const __BUILD_ID__: string;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  console.info(`Owner Portal service worker ${__BUILD_ID__} active`);
  event.waitUntil(self.clients.claim());
});

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
