import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentList, OwnerDocument } from '../../../src/contract/documents';
import { DocumentsView } from '../../../src/features/documents/documents.view';
import { type DocumentsGateway, documentsPort } from '../../../src/ports/documents-gateway';
import { expectLoadingErrorRetry, failsOnce } from '../../support/query-state-steps';
import { port, renderPage } from '../../support/render-page';

const list: DocumentList = {
  documents: [
    {
      id: 'd1',
      kind: 'contract',
      accommodation: { code: 'HR1.2.3', name: 'Villa Mare', country: 'HR' },
      yearFrom: 2026,
      yearTo: 2026,
      language: 'en',
      issuedOn: '2026-01-10',
      shares: [],
    },
  ],
  years: [2026],
};

describe('/documents', () => {
  it('loads the list below its heading and filters: announced loading, "Try again", then the documents', async () => {
    const steps = failsOnce(list);
    const gateway: DocumentsGateway = { list: steps.answer, downloadUrl: (id) => `/api/documents/${id}/download`, share: () => Promise.reject(new Error('not in this test')) };
    renderPage(<DocumentsView scope={{}} shareDialog={() => null} />, { path: '/documents', ports: [port(documentsPort, gateway)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Document sections' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading documents…', error: 'We could not load your documents' }, () => screen.findByRole('link', { name: 'Villa Mare (HR1.2.3)' }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});

// Issue 29, point 13: the agency's documents page was ~24,000 px tall. A home filter kept in the
// address, and 20 documents at a time.
const homes = Array.from({ length: 24 }, (_, i) => ({ code: `AT${1000 + i}.100.1`, name: `Haus ${String(i + 1).padStart(2, '0')}`, country: 'AT' }));
const documents: OwnerDocument[] = homes.flatMap((home, h) =>
  [2024, 2025, 2026].map((year) => ({ id: `d-${h}-${year}`, kind: 'contract' as const, accommodation: home, yearFrom: year, yearTo: year, language: 'de', issuedOn: `${year}-01-15`, shares: [] })),
);

function renderDocuments(search = '') {
  const gateway = {
    list: async (): Promise<DocumentList> => ({ documents, years: [2024, 2025, 2026] }),
    downloadUrl: (id: string) => `/api/documents/${id}/pdf`,
    share: () => Promise.reject(new Error('not in this test')),
  } as DocumentsGateway;
  return renderPage(<DocumentsView scope={{}} shareDialog={() => null} />, { path: '/documents', search, ports: [port(documentsPort, gateway)] });
}


describe('documents of many homes', () => {
  it('shows 20 of 72 documents, then 20 more; the home filter narrows the list and goes into the address', async () => {
    const { location } = renderDocuments();
    await screen.findByText('Showing 20 of 72 documents');
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getByText('Showing 40 of 72 documents')).toBeTruthy();
    const select = screen.getByLabelText('Holiday home');
    expect(within(select).getByRole('option', { name: 'All holiday homes (24)' })).toBeTruthy();
    await userEvent.selectOptions(select, 'AT1003.100.1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/documents?home=AT1003.100.1'));
    expect(await screen.findByText('Showing 3 of 3 documents')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('starts from the home in the address', async () => {
    renderDocuments('home=AT1007.100.1');
    await screen.findByText('Showing 3 of 3 documents');
    expect((screen.getByLabelText('Holiday home') as HTMLSelectElement).value).toBe('AT1007.100.1');
  });
});
