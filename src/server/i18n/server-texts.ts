import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import catalogs from 'virtual:server-catalogs';
import type { UiLocale } from '../../domain/enumerations';
import { resolveUiLocale } from '../../domain/locale';

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

/** The locale of an account's `language` ("de", "DE", "de-AT"…): one of the ten, else English. */
export function accountLocale(language: string | null | undefined): UiLocale {
  return resolveUiLocale((language ?? '').trim().toLowerCase().split(/[-_]/)[0]);
}
