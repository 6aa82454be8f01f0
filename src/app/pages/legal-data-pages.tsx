// The legal and tax data: the records and their form, one chunk.
import { useSearch } from 'wouter';
import { LegalDataView, LegalFormView } from '../../features/account/legal-data.view';
import { useLegalData } from '../../features/account/use-profile-data';
import { usePasskeys } from '../../features/account/use-passkeys';
import { provideProfileForm } from '../profile.provide';
import type { PageProps } from '../route-types';
import { useProvidedActor } from '../use-provided-actor';
import { useChanged, usePermitted } from './profile-page-hooks';

/** /profile/legal */
export function LegalDataPage() {
  return <LegalDataView records={useLegalData()} />;
}

/** /profile/legal/form-company|form-owner (?record=… chooses the record; the guard refused other forms). */
export function LegalFormPage({ match }: PageProps) {
  const records = useLegalData();
  const recordId = new URLSearchParams(useSearch()).get('record');
  const changed = useChanged();
  // A passkey may replace the code in the step-up when the owner has one.
  const mayPasskeys = usePermitted('ViewPasskeys');
  const { query: passkeys } = usePasskeys(mayPasskeys);
  const save = useProvidedActor(provideProfileForm, { changed }, { input: { canUsePasskey: (passkeys.data?.length ?? 0) > 0 } });
  const formType = match.params.form === 'form-company' ? 'company' : 'owner';
  return <LegalFormView formType={formType} recordId={recordId} records={records} save={save} />;
}
