import { DEFAULT_LOCALE, type UiLocale } from '../../domain/enumerations';
import { isUiLocale } from '../../domain/locale';
import { LOCALE_COOKIE } from '../../domain/constants';

/**
 * The interface language the SPA will pick at start (src/i18n/pick-locale.ts), seen from the
 * request: the language cookie, else the first language of Accept-Language we speak (the browser
 * sends navigator.languages in order), else the default.
 */
export function pickLocaleFromHeaders(cookieLocale: string | undefined, acceptLanguage: string | undefined): UiLocale {
  if (cookieLocale && isUiLocale(cookieLocale)) return cookieLocale;
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (isUiLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language of a request (cookie, then Accept-Language, then English): messages it causes use it when the owner has none stored. */
export function requestLocale(request: { cookies?: Record<string, string | undefined>; headers: { 'accept-language'?: string | undefined } }): UiLocale {
  return pickLocaleFromHeaders(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}
