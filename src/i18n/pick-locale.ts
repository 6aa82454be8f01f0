import { DEFAULT_LOCALE, type UiLocale } from '../domain/enumerations';
import { isUiLocale } from '../domain/locale';

/**
 * The interface language at start: the i18n_redirected cookie, else the first of the browser's
 * languages we speak (by primary subtag), else en.
 */
export function pickLocale(cookie: string | null, preferred: readonly string[]): UiLocale {
  if (cookie && isUiLocale(cookie)) return cookie;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isUiLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
