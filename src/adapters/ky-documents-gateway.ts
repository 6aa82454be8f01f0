import type { KyInstance } from 'ky';
import type { DocumentsQuery } from '../contract/documents';
import type { DocumentsGateway } from '../ports/documents-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/documents');

export class KyDocumentsGateway implements DocumentsGateway {
  constructor(private readonly http: KyInstance) {}

  async list(query: DocumentsQuery) {
    const { DocumentList } = await schemas();
    const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
    return send(() => this.http.get('documents', { searchParams }).json(DocumentList));
  }

  downloadUrl(id: string) {
    return `/api/documents/${encodeURIComponent(id)}/download`;
  }

  async share(id: string, email: string) {
    const { DocumentShare } = await schemas();
    return send(() => this.http.post(`documents/${encodeURIComponent(id)}/share`, { json: { email } }).json(DocumentShare));
  }
}
