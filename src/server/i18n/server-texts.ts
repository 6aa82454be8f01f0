import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import catalogs from 'virtual:server-catalogs';
import { DEFAULT_LOCALE, type UiLocale } from '../../domain/enumerations';

/**
 * The server's side of the one translation system: texts are Lingui messages with explicit ids
 * (`/*i18n*\/ { id, message }`), extracted by `npm run i18n:extract` into locales/server/{locale}.po
 * and compiled into the server bundle. One Lingui instance per locale, made on first use.
 */
const instances = new Map<UiLocale, I18n>();

function i18nFor(locale: UiLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] ?? {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A message in a locale, with its values. */
export function serverText(locale: UiLocale, message: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18nFor(locale)._({ ...message, values });
}

/**
 * The language a message to an owner goes out in: the portal language they last used (stored
 * when they sign in or switch language), else the language of the request that caused the
 * message (null when none did), else English.
 */
export function recipientLocale(portalLanguage: UiLocale | null | undefined, requestLocale: UiLocale | null = null): UiLocale {
  return portalLanguage ?? requestLocale ?? DEFAULT_LOCALE;
}
