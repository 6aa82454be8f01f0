import { resolveUiLocale, toHtmlLocale } from './locale';

/** Formats a number in the locale's style with a fixed number of decimals (default 2); unknown locales use en. */
export function formatNumber(value: number, locale: string, { decimals = 2 }: { decimals?: number } = {}): string {
  return new Intl.NumberFormat(toHtmlLocale(resolveUiLocale(locale)), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
