import type { Insertable } from 'kysely';
import type { DocumentKind } from '../../domain/documents';
import type { DocumentsTable } from '../db/schema';
import type { Executor } from './executor';

/** A document with the home it concerns (null for tax documentation). */
export interface DocumentRecord {
  readonly id: number;
  readonly accountId: number;
  readonly kind: DocumentKind;
  readonly yearFrom: number;
  readonly yearTo: number;
  readonly language: string;
  readonly issuedOn: string;
  readonly accommodation: { readonly id: number; readonly code: string; readonly name: string; readonly country: string; readonly place: string } | null;
}

/** One e-mail forward of a document. */
export interface ShareRecord {
  readonly documentId: number;
  readonly recipient: string;
  readonly sentAt: Date;
  readonly expiresAt: Date;
}

function documentsOf(db: Executor) {
  return db
    .selectFrom('documents')
    .leftJoin('accommodations', 'accommodations.id', 'documents.accommodationId')
    .select([
      'documents.id',
      'documents.accountId',
      'documents.kind',
      'documents.yearFrom',
      'documents.yearTo',
      'documents.language',
      'documents.issuedOn',
      'accommodations.id as homeId',
      'accommodations.code',
      'accommodations.name',
      'accommodations.country',
      'accommodations.place',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof documentsOf>['executeTakeFirstOrThrow']>>;

const toRecord = (row: Row): DocumentRecord => ({
  id: row.id,
  accountId: row.accountId,
  kind: row.kind,
  yearFrom: row.yearFrom,
  yearTo: row.yearTo,
  language: row.language,
  issuedOn: row.issuedOn,
  accommodation:
    row.homeId === null || row.code === null || row.name === null || row.country === null || row.place === null
      ? null
      : { id: row.homeId, code: row.code, name: row.name, country: row.country, place: row.place },
});

/** The account's documents of these kinds (covering `year` when given): newest years first, then by home and kind. */
export async function listDocuments(db: Executor, accountId: number, kinds: readonly DocumentKind[], year?: number): Promise<DocumentRecord[]> {
  if (kinds.length === 0) return [];
  let query = documentsOf(db).where('documents.accountId', '=', accountId).where('documents.kind', 'in', kinds);
  if (year !== undefined) query = query.where('documents.yearFrom', '<=', year).where('documents.yearTo', '>=', year);
  const rows = await query.orderBy('documents.yearTo', 'desc').orderBy('accommodations.name').orderBy('documents.kind').orderBy('documents.id').execute();
  return rows.map(toRecord);
}

/** The year spans of the account's documents of these kinds. */
export async function documentYearSpans(db: Executor, accountId: number, kinds: readonly DocumentKind[]): Promise<{ yearFrom: number; yearTo: number }[]> {
  if (kinds.length === 0) return [];
  return db.selectFrom('documents').select(['yearFrom', 'yearTo']).distinct().where('accountId', '=', accountId).where('kind', 'in', kinds).execute();
}

/** One of the account's documents (another account's id finds nothing). */
export async function findDocument(db: Executor, accountId: number, id: number): Promise<DocumentRecord | undefined> {
  const row = await documentsOf(db).where('documents.accountId', '=', accountId).where('documents.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertDocuments(db: Executor, rows: readonly Insertable<DocumentsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('documents').values([...rows]).execute();
}

/** The forwards of these documents, newest first. */
export async function listShares(db: Executor, documentIds: readonly number[]): Promise<ShareRecord[]> {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('documentShares')
    .select(['documentId', 'recipient', 'sentAt', 'expiresAt'])
    .where('documentId', 'in', documentIds)
    .orderBy('sentAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertShare(db: Executor, share: ShareRecord & { readonly tokenHash: string }): Promise<void> {
  await db.insertInto('documentShares').values(share).execute();
}

/** The document a forward's link opens, by the SHA-256 of its token, with when the link ends. */
export async function findShareByTokenHash(db: Executor, tokenHash: string): Promise<{ document: DocumentRecord; expiresAt: Date } | undefined> {
  const share = await db.selectFrom('documentShares').select(['documentId', 'expiresAt']).where('tokenHash', '=', tokenHash).executeTakeFirst();
  if (!share) return undefined;
  const row = await documentsOf(db).where('documents.id', '=', share.documentId).executeTakeFirst();
  return row && { document: toRecord(row), expiresAt: share.expiresAt };
}
