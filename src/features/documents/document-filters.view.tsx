import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { DocumentKind } from '../../domain/documents';
import { LinkButton } from '../../ui/link-button';
import { useOpensPage } from '../../ui/page-opens';
import { SelectField } from '../../ui/select-field';
import { kindLabel } from './document-labels';
import * as styles from './documents.css';

/** What a documents page shows: every kind, one kind, or one kind of one home. */
export interface DocumentsScope {
  readonly kind?: DocumentKind;
  readonly home?: { readonly code: string; readonly name: string };
}

export const TAX_PAGE = '/documents/tax-documentation';

/** Links to the other document sections: all documents, the tax documentation. */
export function DocumentSections({ scope }: { scope: DocumentsScope }) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  return (
    <nav aria-label={i18n._({ id: 'documents.sections', message: 'Document sections' })}>
      <ul className={styles.sections}>
        {(scope.kind || scope.home) && opens('/documents') && (
          <li>
            <Link href="/documents" asChild>
              <LinkButton href="/documents" variant="secondary" size="sm">
                {i18n._({ id: 'documents.all', message: 'All documents' })}
              </LinkButton>
            </Link>
          </li>
        )}
        {scope.kind !== 'tax' && opens(TAX_PAGE) && (
          <li>
            <Link href={TAX_PAGE} asChild>
              <LinkButton href={TAX_PAGE} variant="secondary" size="sm">
                {kindLabel(i18n, 'tax')}
              </LinkButton>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

interface DocumentFiltersProps {
  /** The kinds to choose from; null when the page is one kind's. */
  kinds: readonly DocumentKind[] | null;
  kind: DocumentKind | undefined;
  years: readonly number[];
  year: number | undefined;
  /** The years there are documents of, as words ('' when none). */
  range: string;
  /** The homes there are documents of, by code and name (sorted); null when there is nothing to choose. */
  homes: readonly (readonly [string, string])[] | null;
  home: string | undefined;
  onKind: (kind: DocumentKind | undefined) => void;
  onYear: (year: number | undefined) => void;
  onHome: (home: string | undefined) => void;
}

/** The year, kind and (with several homes) holiday home filters of the documents list. */
export function DocumentFilters({ kinds, kind, years, year, range, homes, home, onKind, onYear, onHome }: DocumentFiltersProps) {
  const { i18n } = useLingui();
  return (
    <form role="search" aria-label={i18n._({ id: 'documents.filters', message: 'Filter documents' })} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      {/* The year first: the filters that appear with the data (kinds, homes) then add to the row without moving it. */}
      <SelectField
        label={i18n._({ id: 'documents.filters.year', message: 'Year' })}
        value={year ?? ''}
        disabled={years.length === 0}
        onChange={(event) => onYear(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{range ? i18n._({ id: 'documents.filters.allYears', message: 'All years ({range})', values: { range } }) : i18n._({ id: 'documents.filters.allYearsEmpty', message: 'All years' })}</option>
        {years.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      {kinds && (
        <SelectField
          label={i18n._({ id: 'documents.filters.kind', message: 'Kind' })}
          value={kind ?? ''}
          onChange={(event) => onKind((event.target.value || undefined) as DocumentKind | undefined)}
        >
          <option value="">{i18n._({ id: 'documents.filters.allKinds', message: 'All kinds' })}</option>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {kindLabel(i18n, value)}
            </option>
          ))}
        </SelectField>
      )}
      {homes && (
        <SelectField label={i18n._({ id: 'documents.filters.home', message: 'Holiday home' })} value={home ?? ''} onChange={(event) => onHome(event.target.value || undefined)}>
          <option value="">{i18n._({ id: 'documents.filters.allHomes', message: 'All holiday homes ({count})', values: { count: homes.length } })}</option>
          {homes.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
    </form>
  );
}
