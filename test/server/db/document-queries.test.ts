import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  documentYearSpans,
  findDocument,
  findShareByTokenHash,
  insertDocuments,
  insertShare,
  listDocuments,
  listShares,
} from '../../../src/server/repositories/documents-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('document queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;
  let house: number;

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    [owner, stranger] = await Promise.all([createAccount(db, 'D-OWNER'), createAccount(db, 'D-STRANGER')]);
    house = await createHouse(db, owner, 'HR9600.100.1', { name: 'Alpha' });
    const strangersHouse = await createHouse(db, stranger, 'HR9600.100.2');
    await insertDocuments(db, [
      { accountId: owner, accommodationId: house, kind: 'contract', yearFrom: 2024, yearTo: 2024, language: 'en', issuedOn: '2023-11-10' },
      { accountId: owner, accommodationId: house, kind: 'contract', yearFrom: 2025, yearTo: 2026, language: 'en', issuedOn: '2024-11-10' },
      { accountId: owner, accommodationId: house, kind: 'price', yearFrom: 2025, yearTo: 2025, language: 'hr', issuedOn: '2024-11-10' },
      { accountId: owner, accommodationId: null, kind: 'tax', yearFrom: 2024, yearTo: 2024, language: 'en', issuedOn: '2025-01-31' },
      { accountId: stranger, accommodationId: strangersHouse, kind: 'contract', yearFrom: 2025, yearTo: 2025, language: 'de', issuedOn: '2024-11-10' },
    ]);
  });
  afterAll(() => database.close());

  it("lists one account's documents of the kinds asked, newest years first, and those covering a year", async () => {
    const all = await listDocuments(database.db, owner, ['contract', 'tax', 'price']);
    expect(all.map((document) => [document.kind, document.yearFrom, document.yearTo])).toEqual([
      ['contract', 2025, 2026],
      ['price', 2025, 2025],
      ['contract', 2024, 2024],
      ['tax', 2024, 2024],
    ]);
    expect(all[0]!.accommodation).toMatchObject({ id: house, code: 'HR9600.100.1', name: 'Alpha' });
    expect(all.find((document) => document.kind === 'tax')!.accommodation).toBeNull();
    // A multi-year contract covers each of its years.
    expect((await listDocuments(database.db, owner, ['contract'], 2026)).map((document) => document.yearFrom)).toEqual([2025]);
    expect(await listDocuments(database.db, owner, ['tax'], 2025)).toEqual([]);
    expect(await listDocuments(database.db, owner, [])).toEqual([]);
    expect((await documentYearSpans(database.db, owner, ['contract'])).sort((a, b) => a.yearFrom - b.yearFrom)).toEqual([
      { yearFrom: 2024, yearTo: 2024 },
      { yearFrom: 2025, yearTo: 2026 },
    ]);
  });

  it("finds a document only for its own account", async () => {
    const [mine] = await listDocuments(database.db, owner, ['contract']);
    const [theirs] = await listDocuments(database.db, stranger, ['contract']);
    expect(await findDocument(database.db, owner, mine!.id)).toEqual(mine);
    expect(await findDocument(database.db, owner, theirs!.id)).toBeUndefined();
  });

  it('stores forwards by token hash and lists them newest first', async () => {
    const [document] = await listDocuments(database.db, owner, ['contract']);
    const first = { documentId: document!.id, recipient: 'a@example.com', sentAt: new Date('2026-03-01T10:00:00Z'), expiresAt: new Date('2026-03-08T10:00:00Z') };
    const second = { ...first, recipient: 'b@example.com', sentAt: new Date('2026-03-02T10:00:00Z'), expiresAt: new Date('2026-03-09T10:00:00Z') };
    await insertShare(database.db, { ...first, tokenHash: 'a'.repeat(64) });
    await insertShare(database.db, { ...second, tokenHash: 'b'.repeat(64) });
    expect(await listShares(database.db, [document!.id])).toEqual([second, first]);
    expect(await findShareByTokenHash(database.db, 'b'.repeat(64))).toEqual({ document, expiresAt: second.expiresAt });
    expect(await findShareByTokenHash(database.db, 'c'.repeat(64))).toBeUndefined();
    await expect(insertShare(database.db, { ...first, tokenHash: 'a'.repeat(64) })).rejects.toThrow();
  });

  it('refuses a tax document with a home and a contract without one', async () => {
    const row = { accountId: owner, kind: 'tax' as const, yearFrom: 2023, yearTo: 2023, language: 'en', issuedOn: '2024-01-31' };
    await expect(insertDocuments(database.db, [{ ...row, accommodationId: house }])).rejects.toThrow();
    await expect(insertDocuments(database.db, [{ ...row, kind: 'contract', accommodationId: null }])).rejects.toThrow();
  });
});
