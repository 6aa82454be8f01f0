import type { DocumentList, DocumentShare, DocumentsQuery } from '../contract/documents';
import { portKey } from './port-key';

/** The account's documents: the list, where each downloads, and forwarding one by e-mail. Throws GatewayError. */
export interface DocumentsGateway {
  list(query: DocumentsQuery): Promise<DocumentList>;
  /** Where the browser downloads a document (a plain link: the PDF streams to disk). */
  downloadUrl(id: string): string;
  /** Sends the address a time-limited link to the document. */
  share(id: string, email: string): Promise<DocumentShare>;
}

/** The key the app binds the DocumentsGateway adapter to. */
export const documentsPort = portKey<DocumentsGateway>('documents');
