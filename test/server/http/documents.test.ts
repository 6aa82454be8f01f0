import { describe, expect, it } from 'vitest';
import { DocumentList, DocumentShare } from '../../../src/contract/documents';
import { SHARE_LINK_MS } from '../../../src/server/services/documents-service';
import { SHARE_LIMIT } from '../../../src/server/throttling/account-limits';
import type { DatabaseHandle } from '../../support/db';
import { accountIdOf, sessionFor } from '../helpers/fixtures';
import { type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const owner = () => sessionFor(test, '100001');

async function get(url: string, cookies?: Record<string, string>) {
  return test.app.inject({ method: 'GET', url, cookies: cookies ?? (await owner()) });
}

async function share(id: string, email: unknown, cookies?: Record<string, string>) {
  return test.app.inject({ method: 'POST', url: `/api/documents/${id}/share`, payload: { email }, cookies: cookies ?? (await owner()) });
}

async function list(query = '', cookies?: Record<string, string>) {
  const response = await get(`/api/documents${query}`, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return DocumentList.parse(response.json());
}

/** The link of the newest e-mail in the demo outbox to a recipient. */
async function linkSentTo(recipient: string): Promise<string> {
  const row = await database.db.selectFrom('outbox').select('text').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /\/shared-documents\/[A-Za-z0-9_-]+/.exec(row.text);
  expect(match, row.text).not.toBeNull();
  return match![0];
}

describe('without a session or the permission', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/documents/1/download' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'POST', url: '/api/documents/1/share', payload: { email: 'a@example.com' } })).statusCode).toBe(401);
  });

  it('answers 403 for an account without ViewDocuments', async () => {
    await database.db.updateTable('accounts').set({ permissions: ['ViewCalendar'] }).where('userId', '=', '100004').execute();
    const cookies = await sessionFor(test, '100004');
    expect((await get('/api/documents', cookies)).statusCode).toBe(403);
  });
});

describe('GET /api/documents', () => {
  it("lists the owner's contracts, tax documentation and Croatian price documentation, newest years first", async () => {
    const { documents, years } = await list();
    const kinds = new Set(documents.map((document) => document.kind));
    expect(kinds).toEqual(new Set(['contract', 'tax', 'price']));
    expect(documents.map((document) => document.yearTo)).toEqual([...documents.map((document) => document.yearTo)].sort((a, b) => b - a));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const accountId = await accountIdOf(database.db, '100001');
    const { n } = await database.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).where('accountId', '=', accountId).executeTakeFirstOrThrow();
    expect(documents).toHaveLength(Number(n));
    // Price documentation only for the Croatian home, in Croatian.
    const prices = documents.filter((document) => document.kind === 'price');
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((document) => document.accommodation?.country === 'HR' && document.language === 'hr')).toBe(true);
    expect(documents.filter((document) => document.kind === 'tax').every((document) => document.accommodation === null)).toBe(true);
  });

  it('filters by kind and year', async () => {
    const { documents } = await list('?kind=contract&year=2025');
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.every((document) => document.kind === 'contract' && document.yearFrom <= 2025 && document.yearTo >= 2025)).toBe(true);
    const tax = await list('?kind=tax');
    expect(tax.documents.every((document) => document.kind === 'tax')).toBe(true);
    expect(tax.years).toEqual(tax.documents.map((document) => document.yearFrom));
  });

  it('answers 400 naming the field for a bad kind or year', async () => {
    for (const [query, field] of [['kind=invoice', 'kind'], ['year=twenty', 'year'], ['year=1999', 'year'], ['year=2025.5', 'year']] as const) {
      const response = await get(`/api/documents?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fieldErrors), query).toContain(field);
    }
  });

  it('keeps tax documentation behind ViewTaxDocumentation: 403 when asked for, left out otherwise', async () => {
    const keyholder = await sessionFor(test, '100003');
    expect((await get('/api/documents?kind=tax', keyholder)).statusCode).toBe(403);
    const { documents } = await list('', keyholder);
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.some((document) => document.kind === 'tax')).toBe(false);
  });
});

describe('GET /api/documents/{id}/download', () => {
  it('sends a PDF with a name the server chose', async () => {
    const { documents } = await list('?kind=contract');
    const contract = documents.find((document) => document.accommodation?.code === 'HR2731.100.1')!;
    const response = await get(`/api/documents/${contract.id}/download`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="Rental contract - ${contract.yearFrom} - HR2731.100.1.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders tax documentation and the Croatian price list, in their languages', async () => {
    for (const kind of ['tax', 'price'] as const) {
      const { documents } = await list(`?kind=${kind}`);
      const response = await get(`/api/documents/${documents[0]!.id}/download`);
      expect(response.statusCode, kind).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(2000);
    }
    const { documents } = await list('?kind=price');
    expect((await get(`/api/documents/${documents[0]!.id}/download`)).headers['content-disposition']).toContain("filename*=UTF-8''Cjenik");
  });

  it("answers 404 for another account's document and an unknown one, 400 for a bad id", async () => {
    const agency = DocumentList.parse((await get('/api/documents', await sessionFor(test, '100002'))).json());
    expect((await get(`/api/documents/${agency.documents[0]!.id}/download`)).statusCode).toBe(404);
    expect((await get('/api/documents/999999999/download')).statusCode).toBe(404);
    const bad = await get('/api/documents/abc/download');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toContain('id');
  });

  it('answers 403 for tax documentation without its permission', async () => {
    const accountId = await accountIdOf(database.db, '100003');
    const tax = await database.db.selectFrom('documents').select('id').where('kind', '=', 'tax').where('accountId', '=', accountId).executeTakeFirst();
    // The keyholder has no tax documentation of its own in the seed: give it one to ask for.
    const id =
      tax?.id ??
      (await database.db.insertInto('documents').values({ accountId, accommodationId: null, kind: 'tax', yearFrom: 2025, yearTo: 2025, language: 'hr', issuedOn: '2026-01-31' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await get(`/api/documents/${id}/download`, await sessionFor(test, '100003'))).statusCode).toBe(403);
  });
});

describe('POST /api/documents/{id}/share', () => {
  it('sends the recipient a link that downloads the PDF, and the owner sees it was sent', async () => {
    const { documents } = await list('?kind=contract');
    const document = documents[0]!;
    const response = await share(document.id, 'tax.advisor@example.com');
    expect(response.statusCode, response.body).toBe(202);
    const sent = DocumentShare.parse(response.json());
    expect(sent.recipient).toBe('tax.advisor@example.com');
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.sentAt)).toBe(SHARE_LINK_MS);
    const after = (await list('?kind=contract')).documents.find((candidate) => candidate.id === document.id)!;
    expect(after.shares[0]).toEqual(sent);

    const link = await linkSentTo('tax.advisor@example.com');
    const download = await test.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the token's hash is stored.
    const token = link.split('/').pop()!;
    const stored = await database.db.selectFrom('documentShares').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('answers 400 naming the field for a bad address and changes nothing', async () => {
    const { documents } = await list('?kind=contract');
    const before = await database.db.selectFrom('documentShares').select('id').execute();
    for (const email of ['not-an-address', '', 42]) {
      const response = await share(documents[0]!.id, email);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain('email');
    }
    expect(await database.db.selectFrom('documentShares').select('id').execute()).toHaveLength(before.length);
  });

  it("answers 404 for another account's document", async () => {
    const agency = DocumentList.parse((await get('/api/documents', await sessionFor(test, '100002'))).json());
    expect((await share(agency.documents[0]!.id, 'someone@example.com')).statusCode).toBe(404);
  });

  it('an unknown link answers 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/shared-documents/${'A'.repeat(43)}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('limits forwards per account', async () => {
    const cookies = await sessionFor(test, '100006');
    const { documents } = await list('?kind=contract', cookies);
    const answers: number[] = [];
    for (let index = 0; index <= SHARE_LIMIT.max; index++) answers.push((await share(documents[0]!.id, `partner${index}@example.com`, cookies)).statusCode);
    expect(answers.slice(0, SHARE_LIMIT.max).every((status) => status === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('the link stops working after 7 days', async () => {
    const { documents } = await list('?kind=tax');
    expect((await share(documents[0]!.id, 'late.reader@example.com')).statusCode).toBe(202);
    const link = await linkSentTo('late.reader@example.com');
    test.clock.advance(SHARE_LINK_MS - 60_000);
    expect((await test.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    test.clock.advance(120_000);
    const expired = await test.app.inject({ method: 'GET', url: link, headers: { 'accept-language': 'de' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('abgelaufen');
  });
});
