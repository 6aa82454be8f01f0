import type { Generated } from 'kysely';
import type { DocumentKind } from '../../../domain/documents';
import type { Timestamp } from './column-types';

/** Documents and their e-mail forwards (migration 0014). */
export interface DocumentTables {
  documents: DocumentsTable;
  documentShares: DocumentSharesTable;
}

export interface DocumentsTable {
  id: Generated<number>;
  accountId: number;
  /** Null only for tax documentation, which concerns the account. */
  accommodationId: number | null;
  kind: DocumentKind;
  yearFrom: number;
  yearTo: number;
  language: string;
  issuedOn: string;
}

export interface DocumentSharesTable {
  id: Generated<number>;
  documentId: number;
  recipient: string;
  tokenHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
}
