import { dateInputPattern, formatDateInput, numericDateFormat } from '../../domain/date-input';
import type { UiLocale } from '../../domain/enumerations';

/**
 * How an export writes numbers and dates in the language of its request, so the file opens as a
 * spreadsheet of that language expects (issue 22.2): a German CSV separates fields with `;` and
 * writes 1234,56, which German Excel reads as a number; XLSX keeps numbers and dates as values and
 * only their display formats follow the language; a PDF shows amounts as people of the language
 * write them. English is British English, as in the interface.
 */
const intlLocale = (locale: UiLocale) => (locale === 'en' ? 'en-GB' : locale);

/** The decimal separator of the locale (`,` in nine of the ten languages). */
export function decimalSeparator(locale: UiLocale): string {
  return new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** CSV field separator: `;` where the comma is the decimal separator (what spreadsheets there expect). */
export function csvDelimiter(locale: UiLocale): string {
  return decimalSeparator(locale) === ',' ? ';' : ',';
}

/** An amount in a CSV: two places, the locale's decimal separator, no grouping (so it reads as a number). */
export function csvAmount(value: number, locale: UiLocale): string {
  return value.toFixed(2).replace('.', decimalSeparator(locale));
}

/** An amount as people read it (PDF): grouped, two places. */
export function readableAmount(value: number, locale: UiLocale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** An ISO day (2025-03-14) or month (2025-03) in the locale's numeric form; other text unchanged. */
export function localDate(value: string, locale: UiLocale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateInput(value, locale);
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (!month) return value;
  const format = numericDateFormat(locale);
  const parts = { year: month[1]!, month: format.padded ? month[2]! : String(Number(month[2])) };
  return format.order.flatMap((part) => (part === 'day' ? [] : [parts[part]])).join(format.separator) + format.end;
}

/** The XLSX display format of a day ("dd.mm.yyyy" in German) and of a month ("mm.yyyy"). */
export function xlsxDateFormats(locale: UiLocale): { day: string; month: string } {
  const day = dateInputPattern(locale, { day: 'd', month: 'm', year: 'y' });
  const format = numericDateFormat(locale);
  const month = format.order
    .filter((part) => part !== 'day')
    .map((part) => (part === 'year' ? 'yyyy' : format.padded ? 'mm' : 'm'))
    .join(format.separator) + format.end;
  // `.`, `-`, `/` and spaces stand for themselves in an Excel format.
  return { day, month };
}
