/// <reference lib="webworker" />
// The service worker: activates new versions at once so the page can reload into them
// (spec 4: "The service worker reloads the page when a new version activates"), and is the
// place for push notifications. It caches nothing: the portal shows live data.
declare const self: ServiceWorkerGlobalScope;
declare const __BUILD_ID__: string;

export const BUILD_ID = __BUILD_ID__;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
