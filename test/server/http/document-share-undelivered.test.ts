import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentList } from '../../../src/contract/documents';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// A forward whose e-mail does not go out must not stay behind as sent (documents-service.ts).
let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  const refusing = { deliver: async () => Promise.reject(new Error('mail server down')) };
  test = await buildTestApp(database, { delivery: refusing });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

describe('POST /api/documents/{id}/share when the mail cannot be sent', () => {
  it('fails and keeps no share of it', async () => {
    const cookies = await sessionFor(test, '100001');
    const listed = DocumentList.parse((await test.app.inject({ method: 'GET', url: '/api/documents?kind=contract', cookies })).json());
    const document = listed.documents[0]!;
    const before = await database.db.selectFrom('documentShares').select('tokenHash').execute();

    const response = await test.app.inject({ method: 'POST', url: `/api/documents/${document.id}/share`, payload: { email: 'tax.advisor@example.com' }, cookies });

    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(await database.db.selectFrom('documentShares').select('tokenHash').execute()).toEqual(before);
    const after = DocumentList.parse((await test.app.inject({ method: 'GET', url: '/api/documents?kind=contract', cookies })).json());
    expect(after.documents.find((candidate) => candidate.id === document.id)!.shares).toEqual(document.shares);
  });
});
