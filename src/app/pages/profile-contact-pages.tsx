// The profile's contact-data forms (address, mobile number, notification channels): one chunk.
import { useSearch } from 'wouter';
import { ChangeAddressView } from '../../features/account/change-address.view';
import { ChangePhoneView } from '../../features/account/change-phone.view';
import { NotificationSettingsView } from '../../features/account/notification-settings.view';
import { useNotificationSettings, useProfile } from '../../features/account/use-profile-data';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { provideChangePhone, provideProfileForm } from '../profile.provide';
import { useProvidedActor } from '../use-provided-actor';
import { useChanged } from './profile-page-hooks';

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
  const profile = useProfile();
  const changed = useChanged();
  const preferences = useProvidedActor(provideProfileForm, { changed });
  const secondaryEmail = useProvidedActor(provideProfileForm, { changed });
  const confirmation = useProvidedActor(provideProfileForm, { changed });
  const confirmId = new URLSearchParams(useSearch()).get('confirm');
  return (
    <NotificationSettingsView
      settings={settings}
      preferences={preferences}
      secondaryEmail={secondaryEmail}
      confirmation={confirmation}
      confirmId={confirmId}
      primaryEmail={profile.data?.emailAddress ?? null}
    />
  );
}
