import type { I18n } from '@lingui/core';
import type { OwnerDocument } from '../../contract/documents';
import type { DocumentKind } from '../../domain/documents';
import { formatYearRange } from '../../domain/year-range';

/** The name of a kind of document, for filters and headings. */
export function kindLabel(i18n: I18n, kind: DocumentKind): string {
  switch (kind) {
    case 'contract':
      return i18n._({ id: 'documents.kind.contract', message: 'Contracts' });
    case 'tax':
      return i18n._({ id: 'documents.kind.tax', message: 'Tax documentation' });
    case 'price':
      return i18n._({ id: 'documents.kind.price', message: 'Croatian price documentation' });
  }
}

/** One document's title: what it is and the years it covers, as the domain formats ranges. */
export function documentTitle(i18n: I18n, document: Pick<OwnerDocument, 'kind' | 'yearFrom' | 'yearTo'>): string {
  const years = formatYearRange(document.yearFrom, document.yearTo);
  switch (document.kind) {
    case 'contract':
      return i18n._({ id: 'documents.title.contract', message: 'Contract {years}', values: { years } });
    case 'tax':
      return i18n._({ id: 'documents.title.tax', message: 'Tax documentation {years}', values: { years } });
    case 'price':
      return i18n._({ id: 'documents.title.price', message: 'Price list {years}', values: { years } });
  }
}

/** A language code by its own name in the reader's language ("Croatian"), or the code. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
