import { useLingui } from '@lingui/react';
import { type ComponentType, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type DocumentKind, DocumentKinds } from '../../domain/documents';
import { formatYearRange } from '../../domain/year-range';
import { Button } from '../../ui/button';
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

/** Documents shown at first and added by each "Show more": the agency has hundreds. */
const PAGE_SIZE = 20;

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
  // The chosen home is kept in the address (?home=), so a reload or a shared link shows the same list.
  const search = useSearch();
  const [path, navigate] = useLocation();
  const chosenHome = scope.home ? undefined : (new URLSearchParams(search).get('home') ?? undefined);
  const [limit, setLimit] = useState({ for: '', count: PAGE_SIZE });
  const kind = scope.kind ?? chosenKind;
  const documents = useDocuments({ ...(kind ? { kind } : {}), ...(year ? { year } : {}) });
  const all = documents.data?.documents ?? [];
  const homeCode = scope.home?.code ?? chosenHome;
  const matching = all.filter((document) => !homeCode || document.accommodation?.code === homeCode);
  // A new filter starts again at the first page.
  const filterKey = `${kind ?? ''}|${year ?? ''}|${homeCode ?? ''}`;
  const count = limit.for === filterKey ? limit.count : PAGE_SIZE;
  const shown = matching.slice(0, count);
  const homes = [...new Map(all.flatMap((document) => (document.accommodation ? [[document.accommodation.code, document.accommodation.name] as const] : []))).entries()]
    .sort(([, a], [, b]) => a.localeCompare(b, i18n.locale));
  const chooseHome = (code: string | undefined) => {
    const params = new URLSearchParams(search);
    if (code) params.set('home', code);
    else params.delete('home');
    const query = params.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
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
      <DocumentFilters
        kinds={scope.kind ? null : kinds}
        kind={chosenKind}
        years={years}
        year={year}
        range={range}
        homes={scope.home || homes.length < 2 ? null : homes}
        home={chosenHome}
        onKind={(value) => (setChosenKind(value), setYear(undefined))}
        onYear={setYear}
        onHome={chooseHome}
      />
      <p role="status" className={styles.status}>
        {sentTo ? i18n._({ id: 'documents.share.sent', message: 'Sent: {recipient} gets a link that works for 7 days.', values: { recipient: sentTo } }) : ''}
      </p>
      <QueryState query={documents} skeleton="list" loading={i18n._({ id: 'documents.loading', message: 'Loading documents…' })} errorOf={documentsLoadFailed}>
        {() =>
          matching.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'documents.empty', message: 'No documents here yet' })}
              text={i18n._({ id: 'documents.empty.text', message: 'Contracts appear when a season is agreed, tax documentation after the end of each year.' })}
            />
          ) : (
            <>
              <p className={styles.status}>
                {i18n._({
                  id: 'documents.shown',
                  message: '{total, plural, one {Showing {shown} of # document} other {Showing {shown} of # documents}}',
                  values: { shown: shown.length, total: matching.length },
                })}
              </p>
              <ul className={`${styles.list} ${documents.isPlaceholderData ? updating : ''}`} aria-busy={documents.isPlaceholderData}>
                {shown.map((document) => (
                  <DocumentCard key={document.id} document={document} linkHome={!homeCode} onShare={setSharing} />
                ))}
              </ul>
              {matching.length > shown.length && (
                <div className={styles.more}>
                  <Button variant="secondary" onClick={() => setLimit({ for: filterKey, count: count + PAGE_SIZE })}>
                    {i18n._({ id: 'documents.more', message: 'Show {count} more', values: { count: Math.min(matching.length - shown.length, PAGE_SIZE) } })}
                  </Button>
                </div>
              )}
            </>
          )
        }
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
