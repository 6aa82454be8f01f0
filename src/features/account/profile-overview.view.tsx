import { useLingui } from '@lingui/react';
import type { NotificationSettings } from '../../contract/account-settings';
import type { Profile } from '../../contract/profile';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import * as styles from './profile.css';
import { AddressSection, ContactSection, LegalSection, NotificationsSection, PaymentSection, SecuritySection } from './profile-sections.view';

export interface ProfileOverviewViewProps {
  /** null: the session ended (the app is signing out). */
  profile: QueryLike<Profile | null>;
  notifications: QueryLike<NotificationSettings>;
  /** How many passkeys the owner has (undefined: not loaded or not permitted). */
  passkeyCount: number | undefined;
}

const profileLoadFailed = loadFailed(/*i18n*/ { id: 'profile.loadFailed', message: 'We could not load your profile. Please try again.' });

/** /profile: what we know about the owner, each part with a link to the page that changes it. */
export function ProfileOverviewView({ profile, notifications, passkeyCount }: ProfileOverviewViewProps) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'profile.title', message: 'Your profile' })}
        description={i18n._({ id: 'profile.lead', message: 'Your contact, legal and payment data, sign-in and notifications in one place.' })}
      />
      <QueryState query={profile} loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={profileLoadFailed}>
        {(profile) => {
          if (!profile) return null;
          const may = (permission: Profile['permissions'][number]) => profile.permissions.includes(permission);
          return (
            <div className={styles.sections}>
              <ContactSection profile={profile} />
              <AddressSection profile={profile} />
              {may('ViewLegal') && <LegalSection profile={profile} />}
              {may('ViewPayments') && <PaymentSection profile={profile} />}
              <SecuritySection passkeyCount={passkeyCount} />
              <NotificationsSection notifications={notifications} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
