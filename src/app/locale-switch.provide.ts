import type { I18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../domain/constants';
import { localeSwitchMachine } from '../features/shell/locale-switch.machine';
import { activateLocale } from '../i18n/catalog';
import type { CookieJar } from '../ports/cookie-jar';
import type { MessagesLoader } from '../ports/messages-loader';

/** The language switch, wired to the catalog loader and the i18n_redirected cookie (365 days). */
export function provideLocaleSwitch(i18n: I18n, messages: MessagesLoader, cookies: CookieJar, showIds: boolean) {
  return localeSwitchMachine.provide({
    actors: {
      applyLocale: fromPromise(async ({ input }) => {
        await activateLocale(i18n, messages, input.locale, showIds);
        cookies.set(LOCALE_COOKIE, input.locale, LOCALE_COOKIE_DAYS);
      }),
    },
  });
}
