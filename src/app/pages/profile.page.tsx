import { ProfileOverviewView } from '../../features/account/profile-overview.view';
import { useNotificationSettings, useProfile } from '../../features/account/use-profile-data';
import { usePasskeys } from '../../features/account/use-passkeys';
import { usePermitted } from './profile-page-hooks';

/** /profile */
export default function ProfileOverviewPage() {
  const profile = useProfile();
  const notifications = useNotificationSettings();
  const mayPasskeys = usePermitted('ViewPasskeys');
  const { query: passkeys } = usePasskeys(mayPasskeys);
  return (
    <ProfileOverviewView profile={profile} notifications={notifications} passkeyCount={mayPasskeys ? passkeys.data?.length : undefined} />
  );
}
