import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { ChangeAddressView } from '../../features/account/change-address.view';
import { ChangePhoneView } from '../../features/account/change-phone.view';
import { LegalDataView, LegalFormView } from '../../features/account/legal-data.view';
import { NotificationSettingsView } from '../../features/account/notification-settings.view';
import { ProfileOverviewView } from '../../features/account/profile-overview.view';
import { useLegalData, useNotificationSettings, useProfile } from '../../features/account/use-profile-data';
import { usePasskeys } from '../../features/account/use-passkeys';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { useApp, useContainer } from '../app-context';
import { provideChangePhone, provideProfileForm } from '../profile.provide';
import type { PageProps } from '../route-table';
import { useProvidedActor } from '../use-provided-actor';

/** A query's value for a view: the data, the error, or undefined while loading. */
const loaded = <T,>(query: { data?: T; error: Error | null; isError: boolean }) => (query.isError ? (query.error ?? new Error('failed')) : query.data);

/** After a change: every page showing profile data refetches. */
function useChanged() {
  const queryClient = useQueryClient();
  const changed = useRef(() => void invalidate(queryClient, invalidatedBy.profileChanged));
  return changed;
}

function usePermitted(permission: 'ViewPasskeys' | 'ViewLegal') {
  const { session } = useApp();
  return useSelector(session, (s) => s.context.profile?.permissions.includes(permission) ?? false);
}

/** /profile */
export function ProfileOverviewPage() {
  const profile = useProfile();
  const notifications = useNotificationSettings();
  const mayPasskeys = usePermitted('ViewPasskeys');
  const { query: passkeys } = usePasskeys(mayPasskeys);
  return (
    <ProfileOverviewView
      profile={profile.isError ? profile.error : (profile.data ?? undefined)}
      notifications={loaded(notifications)}
      passkeyCount={mayPasskeys ? passkeys.data?.length : undefined}
      onRetry={() => void Promise.all([profile.refetch(), notifications.refetch()])}
    />
  );
}

/** /profile/change-address */
export function ChangeAddressPage() {
  const profile = useProfile();
  const save = useProvidedActor(provideProfileForm, { changed: useChanged() });
  if (!profile.data) return <PageSkeleton />;
  return <ChangeAddressView save={save} current={profile.data.postalAddress} />;
}

/** /profile/change-phone */
export function ChangePhonePage() {
  const profile = useProfile();
  const change = useProvidedActor(provideChangePhone, { changed: useChanged() });
  return <ChangePhoneView change={change} current={profile.data?.mobileNumber ?? null} />;
}

/** /profile/notifications (and ?confirm=… from the secondary address's confirmation link) */
export function NotificationsPage() {
  const settings = useNotificationSettings();
  const changed = useChanged();
  const preferences = useProvidedActor(provideProfileForm, { changed });
  const secondaryEmail = useProvidedActor(provideProfileForm, { changed });
  const confirmation = useProvidedActor(provideProfileForm, { changed });
  const confirmId = new URLSearchParams(useSearch()).get('confirm');
  return (
    <NotificationSettingsView
      settings={loaded(settings)}
      onRetry={() => void settings.refetch()}
      preferences={preferences}
      secondaryEmail={secondaryEmail}
      confirmation={confirmation}
      confirmId={confirmId}
    />
  );
}

/** /profile/legal */
export function LegalDataPage() {
  const records = useLegalData();
  return <LegalDataView records={loaded(records)} onRetry={() => void records.refetch()} />;
}

/** /profile/legal/form-company|form-owner (?record=… chooses the record; the guard refused other forms). */
export function LegalFormPage({ match }: PageProps) {
  const records = useLegalData();
  const recordId = new URLSearchParams(useSearch()).get('record');
  const ports = useContainer();
  const { session } = useApp();
  const changed = useChanged();
  // A passkey may replace the code in the step-up when the owner has one.
  const mayPasskeys = usePermitted('ViewPasskeys');
  const { query: passkeys } = usePasskeys(mayPasskeys);
  const machine = useMemo(() => provideProfileForm({ ports, session }, { changed }), [ports, session, changed]);
  const save = useActorRef(machine, { input: { canUsePasskey: (passkeys.data?.length ?? 0) > 0 } });
  const formType = match.params.form === 'form-company' ? 'company' : 'owner';
  return <LegalFormView formType={formType} recordId={recordId} records={loaded(records)} onRetry={() => void records.refetch()} save={save} />;
}
