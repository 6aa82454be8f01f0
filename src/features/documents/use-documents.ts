import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentsQuery } from '../../contract/documents';
import { documentsPort } from '../../ports/documents-gateway';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** The account's documents of a kind and year, with every year the kind has. */
export function useDocuments(query: DocumentsQuery) {
  const gateway = usePort(documentsPort);
  return useQuery({ queryKey: queryKeys.documents(query), queryFn: () => gateway.list(query), placeholderData: keepPreviousData });
}

/** The account's homes (a home's page checks its code and country). */
export function useDocumentHomes() {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.accommodations(), queryFn: () => gateway.accommodations() });
}

/** Forwards a document by e-mail, then refreshes the lists that show when it was sent. */
export function useShareDocument() {
  const gateway = usePort(documentsPort);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) => gateway.share(id, email),
    onSuccess: () => invalidate(client, invalidatedBy.documentShared),
  });
}

/** Where the browser downloads a document. */
export function useDownloadUrl(): (id: string) => string {
  const gateway = usePort(documentsPort);
  return (id) => gateway.downloadUrl(id);
}
