import { useLingui } from '@lingui/react';
import { lazy } from 'react';
import { documentKindsOfHome } from '../../domain/documents';
import { DocumentsView } from '../../features/documents/documents.view';
import { useDocumentHomes } from '../../features/documents/use-documents';
import { NotFoundPage } from '../not-found-page';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { documentsModule } from '../modules/documents.module';
import { reservationsModule } from '../modules/reservations.module';
import type { PageProps } from '../route-types';
import { useModules } from '../use-modules';

// The share dialog (features/documents/share-dialog.view) opens on demand: a chunk of its own,
// with the zod schemas its form validates with (~11 kB gzip the list need not wait for).
const ShareDialog = lazy(() => import('../share-document-dialog'));

/**
 * /documents, /documents/tax-documentation, /documents/{code}/contracts and
 * /documents/{code}/croatian-price-documentation: one view, scoped by the route. A code that is
 * not one of the account's homes is the not-found page; price documentation of a home outside
 * Croatia says that it does not exist.
 */
export default function DocumentsPage({ match }: PageProps) {
  // The homes come from the reservations gateway.
  useModules(documentsModule, reservationsModule);
  const { i18n } = useLingui();
  const pattern = match.route.pattern;
  const code = match.params.accommodationCode;
  const homes = useDocumentHomes();
  if (pattern === '/documents') return <DocumentsView scope={{}} shareDialog={ShareDialog} />;
  if (pattern === '/documents/tax-documentation') return <DocumentsView scope={{ kind: 'tax' }} shareDialog={ShareDialog} />;
  if (failedToLoad(homes)) {
    return (
      <Alert tone="danger" title={i18n._({ id: 'documents.error', message: 'We could not load your documents' })}>
        <Button variant="secondary" size="sm" onClick={() => void homes.refetch()}>
          {i18n._({ id: 'documents.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  if (!homes.data) return <PageSkeleton />;
  const home = homes.data.find((candidate) => candidate.code === code);
  if (!home) return <NotFoundPage />;
  const kind = pattern.endsWith('/croatian-price-documentation') ? 'price' : 'contract';
  if (!documentKindsOfHome(home.country).includes(kind)) {
    return (
      <>
        <PageHeading title={i18n._({ id: 'documents.home.price', message: 'Croatian price documentation of {home}', values: { home: home.name } })} />
        <EmptyState
          title={i18n._({ id: 'documents.price.notCroatian', message: 'No price documentation for this home' })}
          text={i18n._({ id: 'documents.price.notCroatian.text', message: 'Croatian price documentation is kept only for homes in Croatia. {home} is not in Croatia.', values: { home: home.name } })}
        />
      </>
    );
  }
  return <DocumentsView key={`${kind}-${home.code}`} scope={{ kind, home: { code: home.code, name: home.name } }} shareDialog={ShareDialog} />;
}
