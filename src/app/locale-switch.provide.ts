import type { I18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../domain/constants';
import type { UiLocale } from '../domain/enumerations';
import { localeSwitchMachine } from '../features/shell/locale-switch.machine';
import { activateLocale } from '../i18n/catalog';
import type { CookieJar } from '../ports/cookie-jar';
import type { MessagesLoader } from '../ports/messages-loader';

/**
 * The language switch, wired to the catalog loader and the i18n_redirected cookie (365 days);
 * `remember` tells the server (when signed in), so the owner's messages follow the switch.
 */
export function provideLocaleSwitch(i18n: I18n, messages: MessagesLoader, cookies: CookieJar, showIds: boolean, remember: (locale: UiLocale) => void) {
  return localeSwitchMachine.provide({
    actors: {
      applyLocale: fromPromise(async ({ input }) => {
        await activateLocale(i18n, messages, input.locale, showIds);
        cookies.set(LOCALE_COOKIE, input.locale, LOCALE_COOKIE_DAYS);
        remember(input.locale);
      }),
    },
  });
}
