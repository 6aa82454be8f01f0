import type { KyInstance } from 'ky';
import { KyDocumentsGateway } from '../../adapters/ky-documents-gateway';
import { documentsPort } from '../../ports/documents-gateway';
import { httpKey, portModule } from './port-module';

/** Contracts, tax documentation and price documentation: list, download, share. */
export const documentsModule = portModule((bind) => {
  bind(documentsPort).toResolvedValue((ky: KyInstance) => new KyDocumentsGateway(ky), [httpKey]);
});
