import { resolveUiLocale, toHtmlLocale } from './locale';
import { numberFormat } from './intl-formats';

/** Formats a number in the locale's style with a fixed number of decimals (default 2); unknown locales use en. */
export function formatNumber(value: number, locale: string, { decimals = 2 }: { decimals?: number } = {}): string {
  return numberFormat(toHtmlLocale(resolveUiLocale(locale)), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
