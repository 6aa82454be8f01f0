// What a render outside the browser (the build's prerendered guest pages, the server's signed-in
// first views) gives the App in place of the browser's adapters: nothing stored, nothing to
// navigate, the answers the browser gives in almost every case.
import type { I18n } from '@lingui/core';
import { CONSENT_KEY } from '../domain/constants';
import { toHtmlLocale } from '../domain/locale';
import type { CookieJar } from '../ports/cookie-jar';
import type { KeyValueStore } from '../ports/key-value-store';
import type { LoginAttemptStore } from '../ports/login-attempt-store';
import type { Navigator } from '../ports/navigator';
import { AuthenticatorError, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import { brand } from './brand';
import { matchRoute } from './route-table';

/** Nothing is stored: a new device. */
export const emptyStore: KeyValueStore = { get: () => null, set: () => {}, remove: () => {} };
export const noAttempts: LoginAttemptStore = { load: async () => null, save: () => {}, clear: () => {} };
export const stay: Navigator = { go: () => {} };

/** Says what the browser says in almost every case (login.page.tsx renders the passkey button first). */
export const renderAuthenticator: PasskeyAuthenticator = {
  supported: () => true,
  platformAvailable: async () => false,
  supportsAutofill: async () => false,
  create: () => Promise.reject(new AuthenticatorError('unsupported')),
  get: () => Promise.reject(new AuthenticatorError('unsupported')),
};

/**
 * The cookies the render may read: only whether the visitor has answered the cookie prompt (the
 * server reads the CONSENT cookie). Any decision closes the prompt; its value only matters once
 * the page runs (statistics).
 */
export function consentCookies(decided: boolean): CookieJar {
  return { get: (name) => (decided && name === CONSENT_KEY ? 'statistics=0' : null), set: () => {} };
}

const notFoundTitle = /*i18n*/ { id: 'meta.notFound', message: 'Page Not Found' };

/** The document title and <html lang> a page (a path, with its query or not) sets once it runs (layout.tsx), for its HTML. */
export function documentHead(path: string, i18n: I18n): { title: string; lang: string } {
  // A path no route matches shows the 404 page, under its title (route-view.tsx).
  const route = matchRoute(path.split('?')[0] ?? path)?.route;
  const title = `${i18n._(route ? route.title : notFoundTitle)} · ${brand.name}`;
  const lang = toHtmlLocale(i18n.locale).replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
  return { title, lang };
}
