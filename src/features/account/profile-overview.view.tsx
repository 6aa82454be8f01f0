import { useLingui } from '@lingui/react';
import type { NotificationSettings } from '../../contract/account-settings';
import type { Profile } from '../../contract/profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { Skeleton } from '../../ui/skeleton';
import * as form from '../../ui/page-form.css';
import * as styles from './profile.css';
import { AddressSection, ContactSection, LegalSection, type Loaded, NotificationsSection, PaymentSection, SecuritySection } from './profile-sections.view';

export type { Loaded };

export interface ProfileOverviewViewProps {
  profile: Loaded<Profile>;
  notifications: Loaded<NotificationSettings>;
  /** How many passkeys the owner has (undefined: not loaded or not permitted). */
  passkeyCount: number | undefined;
  onRetry: () => void;
}

/** /profile: what we know about the owner, each part with a link to the page that changes it. */
export function ProfileOverviewView({ profile, notifications, passkeyCount, onRetry }: ProfileOverviewViewProps) {
  const { i18n } = useLingui();
  const heading = (
    <PageHeading
      title={i18n._({ id: 'profile.title', message: 'Your profile' })}
      description={i18n._({ id: 'profile.lead', message: 'Your contact, legal and payment data, sign-in and notifications in one place.' })}
    />
  );
  if (profile === undefined) {
    return (
      <>
        {heading}
        <div className={styles.sections} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      </>
    );
  }
  if (profile instanceof Error) {
    return (
      <>
        {heading}
        <div className={form.form}>
          <Alert tone="danger">{i18n._({ id: 'profile.loadFailed', message: 'We could not load your profile. Please try again.' })}</Alert>
          <Button type="button" onClick={onRetry}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </div>
      </>
    );
  }
  const may = (permission: Profile['permissions'][number]) => profile.permissions.includes(permission);
  return (
    <>
      {heading}
      <div className={styles.sections}>
        <ContactSection profile={profile} />
        <AddressSection profile={profile} />
        {may('ViewLegal') && <LegalSection profile={profile} />}
        {may('ViewPayments') && <PaymentSection profile={profile} />}
        <SecuritySection passkeyCount={passkeyCount} />
        <NotificationsSection notifications={notifications} />
      </div>
    </>
  );
}
