import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentList } from '../../../src/contract/documents';
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
