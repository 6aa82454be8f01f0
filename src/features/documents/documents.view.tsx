import { useLingui } from '@lingui/react';
import { type ComponentType, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { OwnerDocument } from '../../contract/documents';
import { type DocumentKind, DocumentKinds } from '../../domain/documents';
import { formatYearRange } from '../../domain/year-range';
import { formatDay, formatInstant } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { LinkButton } from '../../ui/link-button';
import { PageHeading } from '../../ui/page-heading';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { updating } from '../../ui/updating.css';
import { documentTitle, kindLabel, languageName } from './document-labels';
import * as styles from './documents.css';
import { useDocuments, useDownloadUrl } from './use-documents';
import type { ShareDialogProps } from './share-dialog.view';
import { useOpensPage } from '../../ui/page-link';

/** What a documents page shows: every kind, one kind, or one kind of one home. */
export interface DocumentsScope {
  readonly kind?: DocumentKind;
  readonly home?: { readonly code: string; readonly name: string };
}

const TAX_PAGE = '/documents/tax-documentation';

/** The page of a home's documents of a kind. */
const homePage = (document: OwnerDocument) =>
  document.accommodation && `/documents/${document.accommodation.code}/${document.kind === 'price' ? 'croatian-price-documentation' : 'contracts'}`;

/**
 * /documents and its children: the documents by kind and year, each to download as PDF or share by
 * e-mail. `shareDialog` is share-dialog.view's ShareDialog, which the page loads when it opens.
 */
export function DocumentsView({ scope, shareDialog: ShareDialog }: { scope: DocumentsScope; shareDialog: ComponentType<ShareDialogProps> }) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  const downloadUrl = useDownloadUrl();
  const [chosenKind, setChosenKind] = useState<DocumentKind | undefined>(undefined);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [sharing, setSharing] = useState<{ id: string; title: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kind = scope.kind ?? chosenKind;
  const documents = useDocuments({ ...(kind ? { kind } : {}), ...(year ? { year } : {}) });
  const shown = (documents.data?.documents ?? []).filter((document) => !scope.home || document.accommodation?.code === scope.home.code);
  const years = documents.data?.years ?? [];
  const range = years.length > 0 ? formatYearRange(Math.min(...years), Math.max(...years)) : '';
  const kinds = DocumentKinds.filter((candidate) => candidate !== 'tax' || opens(TAX_PAGE));

  const heading = scope.home
    ? scope.kind === 'price'
      ? i18n._({ id: 'documents.home.price', message: 'Croatian price documentation of {home}', values: { home: scope.home.name } })
      : i18n._({ id: 'documents.home.contracts', message: 'Contracts of {home}', values: { home: scope.home.name } })
    : scope.kind
      ? kindLabel(i18n, scope.kind)
      : i18n._({ id: 'documents.title', message: 'Documents' });

  return (
    <>
      <PageHeading
        title={heading}
        description={
          range
            ? i18n._({ id: 'documents.lead', message: 'Your documents {range}: download them as PDF or send them to someone by e-mail.', values: { range } })
            : i18n._({ id: 'documents.leadEmpty', message: 'Your contracts, tax documentation and price documentation: download them as PDF or send them to someone by e-mail.' })
        }
      />
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
      <form role="search" aria-label={i18n._({ id: 'documents.filters', message: 'Filter documents' })} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        {!scope.kind && (
          <SelectField
            label={i18n._({ id: 'documents.filters.kind', message: 'Kind' })}
            value={chosenKind ?? ''}
            onChange={(event) => {
              setChosenKind((event.target.value || undefined) as DocumentKind | undefined);
              setYear(undefined);
            }}
          >
            <option value="">{i18n._({ id: 'documents.filters.allKinds', message: 'All kinds' })}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(i18n, value)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={i18n._({ id: 'documents.filters.year', message: 'Year' })}
          value={year ?? ''}
          disabled={years.length === 0}
          onChange={(event) => setYear(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{range ? i18n._({ id: 'documents.filters.allYears', message: 'All years ({range})', values: { range } }) : i18n._({ id: 'documents.filters.allYearsEmpty', message: 'All years' })}</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </form>
      <p role="status" className={styles.status}>
        {sentTo ? i18n._({ id: 'documents.share.sent', message: 'Sent: {recipient} gets a link that works for 7 days.', values: { recipient: sentTo } }) : ''}
      </p>
      {documents.isPending ? (
        <>
          <VisuallyHidden role="status">{i18n._({ id: 'documents.loading', message: 'Loading documents…' })}</VisuallyHidden>
          <Skeleton lines={6} />
        </>
      ) : documents.isError ? (
        <Alert tone="danger" title={i18n._({ id: 'documents.error', message: 'We could not load your documents' })}>
          <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
            {i18n._({ id: 'documents.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          title={i18n._({ id: 'documents.empty', message: 'No documents here yet' })}
          text={i18n._({ id: 'documents.empty.text', message: 'Contracts appear when a season is agreed, tax documentation after the end of each year.' })}
        />
      ) : (
        <ul className={`${styles.list} ${documents.isPlaceholderData ? updating : ''}`} aria-busy={documents.isPlaceholderData}>
          {shown.map((document) => {
            const title = documentTitle(i18n, document);
            const page = homePage(document);
            const home = document.accommodation;
            return (
              <Card as="li" key={document.id} className={styles.item} aria-labelledby={`document-${document.id}`}>
                <h2 id={`document-${document.id}`} className={styles.title}>
                  {title}
                </h2>
                <p className={styles.meta}>
                  {home &&
                    (page && !scope.home && opens(page) ? (
                      <Link href={page}>
                        {home.name} ({home.code})
                      </Link>
                    ) : (
                      <span>
                        {home.name} ({home.code})
                      </span>
                    ))}
                  <span>{i18n._({ id: 'documents.issued', message: 'Issued {date}', values: { date: formatDay(document.issuedOn, i18n.locale) } })}</span>
                  <span>{i18n._({ id: 'documents.language', message: 'Language: {language}', values: { language: languageName(document.language, i18n.locale) } })}</span>
                </p>
                <div className={styles.actions}>
                  <LinkButton href={downloadUrl(document.id)} download variant="secondary" size="sm">
                    {i18n._({ id: 'documents.download', message: 'Download PDF' })}
                    <VisuallyHidden>
                      {' '}
                      {title}
                      {home ? ` ${home.name}` : ''}
                    </VisuallyHidden>
                  </LinkButton>
                  <Button variant="secondary" size="sm" onClick={() => setSharing({ id: document.id, title: home ? `${title} · ${home.name}` : title })}>
                    {i18n._({ id: 'documents.share', message: 'Share by e-mail' })}
                    <VisuallyHidden>
                      {' '}
                      {title}
                      {home ? ` ${home.name}` : ''}
                    </VisuallyHidden>
                  </Button>
                </div>
                {document.shares.length > 0 && (
                  <ul className={styles.shares} aria-label={i18n._({ id: 'documents.shares', message: 'Shared' })}>
                    {document.shares.map((share) => (
                      <li key={share.sentAt + share.recipient}>
                        {i18n._({
                          id: 'documents.shares.item',
                          message: 'Sent to {recipient} on {sent}, link valid until {expires}',
                          values: { recipient: share.recipient, sent: formatInstant(share.sentAt, i18n.locale), expires: formatInstant(share.expiresAt, i18n.locale) },
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            );
          })}
        </ul>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog
            documentId={sharing.id}
            documentTitle={sharing.title}
            onClose={() => setSharing(null)}
            onSent={(recipient) => {
              setSharing(null);
              setSentTo(recipient);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
