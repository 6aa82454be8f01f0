import * as z from 'zod/mini';
import { DocumentKinds } from '../domain/documents';
import { EmailAddress } from './recovery';

/** GET /api/documents query: one kind (all the account may see when absent) and one year (all when absent). */
export const DocumentsQuery = z.object({
  kind: z.optional(z.enum(DocumentKinds)),
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
});
export type DocumentsQuery = z.infer<typeof DocumentsQuery>;

/** One time the owner forwarded a document: to whom, when, and until when the link works. */
export const DocumentShare = z.object({
  recipient: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type DocumentShare = z.infer<typeof DocumentShare>;

/**
 * A document of the account: its kind, the home it concerns (none for tax documentation), the
 * years it covers, the language its text is in, and the times it was shared (newest first).
 */
export const OwnerDocument = z.object({
  id: z.string(),
  kind: z.enum(DocumentKinds),
  accommodation: z.nullable(z.object({ code: z.string(), name: z.string(), country: z.string() })),
  yearFrom: z.number(),
  yearTo: z.number(),
  language: z.string(),
  issuedOn: z.string(),
  shares: z.array(DocumentShare),
});
export type OwnerDocument = z.infer<typeof OwnerDocument>;

/** GET /api/documents: the documents of the query (newest years first) and every year the account has documents of that kind. */
export const DocumentList = z.object({
  documents: z.array(OwnerDocument),
  years: z.array(z.number()),
});
export type DocumentList = z.infer<typeof DocumentList>;

/** POST /api/documents/{id}/share body: the address the recipient's link goes to. */
export const ShareRequest = z.object({ email: EmailAddress });
export type ShareRequest = z.infer<typeof ShareRequest>;
