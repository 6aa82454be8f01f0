import { DEFAULT_LOCALE, UiLocales, type UiLocale } from './enumerations';

/** Whether a value is one of the ten interface locales. */
export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UiLocales as readonly string[]).includes(value);
}

/** The interface locale for a value; anything unknown becomes the default, en. */
export function resolveUiLocale(value: unknown): UiLocale {
  return isUiLocale(value) ? value : DEFAULT_LOCALE;
}

/** The HTML/Intl locale of a language code: en becomes en-gb, any other code is doubled (de → de-de). */
export function toHtmlLocale(code: string): string {
  return code === 'en' ? 'en-gb' : `${code}-${code}`;
}
