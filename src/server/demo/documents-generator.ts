import type { Insertable } from 'kysely';
import { documentKindsOfHome } from '../../domain/documents';
import type { DocumentsTable } from '../db/schema';
import type { Executor } from '../repositories/executor';
import { insertDocuments } from '../repositories/documents-repository';

/** The demo's current year: tax documentation exists for the years before it. */
const DEMO_YEAR = 2026;

/**
 * The demo's documents, from what the seed already wrote: a contract per home and contract year
 * (in the owner's language), Croatian price documentation per Croatian home and year (in
 * Croatian), and tax documentation per year with statements before the current year (issued the
 * following January). Deterministic: no randomness, ordered queries.
 */
export async function seedDocuments(db: Executor): Promise<number> {
  const contracts = await db
    .selectFrom('contracts')
    .innerJoin('accommodations', 'accommodations.id', 'contracts.accommodationId')
    .innerJoin('accounts', 'accounts.id', 'accommodations.accountId')
    .select(['accounts.id as accountId', 'accounts.language', 'accommodations.id as accommodationId', 'accommodations.country', 'contracts.year', 'contracts.pricesConfirmedOn'])
    .orderBy('accommodations.id')
    .orderBy('contracts.year')
    .execute();
  const rows: Insertable<DocumentsTable>[] = contracts.flatMap((contract) =>
    documentKindsOfHome(contract.country).map((kind) => ({
      accountId: contract.accountId,
      accommodationId: contract.accommodationId,
      kind,
      yearFrom: contract.year,
      yearTo: contract.year,
      language: kind === 'price' ? 'hr' : contract.language,
      issuedOn: contract.pricesConfirmedOn,
    })),
  );
  const taxYears = await db
    .selectFrom('statements')
    .innerJoin('accounts', 'accounts.id', 'statements.accountId')
    .select(['accounts.id as accountId', 'accounts.language', 'statements.year'])
    .distinct()
    .where('statements.year', '<', DEMO_YEAR)
    .orderBy('accounts.id')
    .orderBy('statements.year')
    .execute();
  for (const { accountId, language, year } of taxYears) {
    rows.push({ accountId, accommodationId: null, kind: 'tax', yearFrom: year, yearTo: year, language, issuedOn: `${year + 1}-01-31` });
  }
  await insertDocuments(db, rows);
  return rows.length;
}
