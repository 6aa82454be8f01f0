import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/return-path';
import { TaxIdView } from '../../features/account/tax-id.view';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { provideTaxId } from '../tax-id.provide';
import { useProvidedActor } from '../use-provided-actor';

export default function TaxIdPage() {
  const queryClient = useQueryClient();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('rdu')) ?? '/';
  const taxId = useProvidedActor(provideTaxId, { returnTo, onSaved: () => void invalidate(queryClient, invalidatedBy.taxIdsSaved) });
  return <TaxIdView taxId={taxId} />;
}
