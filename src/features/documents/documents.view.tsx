import { useLingui } from '@lingui/react';
import { type ComponentType, Suspense, useState } from 'react';
import { type DocumentKind, DocumentKinds } from '../../domain/documents';
import { formatYearRange } from '../../domain/year-range';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, QueryState } from '../../ui/query-state';
import { updating } from '../../ui/updating.css';
import { DocumentCard } from './document-card.view';
import { kindLabel } from './document-labels';
import { DocumentFilters, DocumentSections, type DocumentsScope, TAX_PAGE } from './document-filters.view';
import * as styles from './documents.css';
import { useDocuments } from './use-documents';
import type { ShareDialogProps } from './share-dialog.view';
import { useOpensPage } from '../../ui/page-opens';

export type { DocumentsScope };

const documentsLoadFailed = loadFailed(/*i18n*/ { id: 'documents.error', message: 'We could not load your documents' });

/**
 * /documents and its children: the documents by kind and year, each to download as PDF or share by
 * e-mail. `shareDialog` is share-dialog.view's ShareDialog, which the page loads when it opens.
 */
export function DocumentsView({ scope, shareDialog: ShareDialog }: { scope: DocumentsScope; shareDialog: ComponentType<ShareDialogProps> }) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  const [chosenKind, setChosenKind] = useState<DocumentKind | undefined>(undefined);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [sharing, setSharing] = useState<{ id: string; title: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kind = scope.kind ?? chosenKind;
  const documents = useDocuments({ ...(kind ? { kind } : {}), ...(year ? { year } : {}) });
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
      <DocumentSections scope={scope} />
      <DocumentFilters kinds={scope.kind ? null : kinds} kind={chosenKind} years={years} year={year} range={range} onKind={(value) => (setChosenKind(value), setYear(undefined))} onYear={setYear} />
      <p role="status" className={styles.status}>
        {sentTo ? i18n._({ id: 'documents.share.sent', message: 'Sent: {recipient} gets a link that works for 7 days.', values: { recipient: sentTo } }) : ''}
      </p>
      <QueryState query={documents} skeleton="list" loading={i18n._({ id: 'documents.loading', message: 'Loading documents…' })} errorOf={documentsLoadFailed}>
        {(found) => {
          const shown = found.documents.filter((document) => !scope.home || document.accommodation?.code === scope.home.code);
          return shown.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'documents.empty', message: 'No documents here yet' })}
              text={i18n._({ id: 'documents.empty.text', message: 'Contracts appear when a season is agreed, tax documentation after the end of each year.' })}
            />
          ) : (
            <ul className={`${styles.list} ${documents.isPlaceholderData ? updating : ''}`} aria-busy={documents.isPlaceholderData}>
              {shown.map((document) => (
                <DocumentCard key={document.id} document={document} linkHome={!scope.home} onShare={setSharing} />
              ))}
            </ul>
          );
        }}
      </QueryState>
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
