import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { NotificationSettings } from '../../contract/account-settings';
import type { Profile } from '../../contract/profile';
import { NotificationKinds } from '../../domain/notification-preferences';
import { hasMissingTaxNumber } from '../../domain/tax-legal';
import { Card } from '../../ui/card';
import * as form from '../../ui/page-form.css';
import { useOpensPage } from '../../ui/page-opens';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import * as styles from './profile.css';

const notificationsLoadFailed = loadFailed(/*i18n*/ { id: 'profile.notifications.loadFailed', message: 'We could not load your notification settings.' });

// One card per part of the profile, each with links to the pages that change it.

function Section({ title, children, links }: { title: string; children: ReactNode; links: { href: string; label: string }[] }) {
  const opens = useOpensPage();
  const shown = links.filter((l) => opens(l.href));
  return (
    <Card as="section" aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
      {shown.length > 0 && (
        <div className={styles.sectionLinks}>
          {shown.map((l) => (
            <Link key={l.href} href={l.href} className={form.link}>
              {l.label}
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Name, owner number, e-mail and phones. */
export function ContactSection({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'profile.none', message: 'Not given' });
  return (
    <Section
      title={i18n._({ id: 'profile.contact.title', message: 'Contact data' })}
      links={[{ href: '/profile/change-phone', label: i18n._({ id: 'profile.contact.changePhone', message: 'Change mobile number' }) }]}
    >
      <Facts
        rows={[
          [i18n._({ id: 'profile.contact.name', message: 'Name' }), profile.fullName],
          [i18n._({ id: 'profile.contact.ownerNumber', message: 'Owner number' }), profile.userID],
          [i18n._({ id: 'profile.contact.email', message: 'E-mail' }), profile.emailAddress ?? none],
          [i18n._({ id: 'profile.contact.mobile', message: 'Mobile number' }), profile.mobileNumber ?? none],
          [i18n._({ id: 'profile.contact.phone', message: 'Phone' }), profile.phoneNumber ?? none],
        ]}
      />
    </Section>
  );
}

/** The postal address. */
export function AddressSection({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'profile.none', message: 'Not given' });
  const { postalAddress: address } = profile;
  const country = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return (
    <Section
      title={i18n._({ id: 'profile.address.title', message: 'Address' })}
      links={[{ href: '/profile/change-address', label: i18n._({ id: 'profile.address.change', message: 'Change address' }) }]}
    >
      <p className={styles.factValue}>
        {address.street || none}
        <br />
        {[address.zip, address.place].filter(Boolean).join(' ')}
        <br />
        {address.country ? (country.of(address.country) ?? address.country) : ''}
      </p>
    </Section>
  );
}

/** How many legal records, and whether a tax number is missing. */
export function LegalSection({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  return (
    <Section
      title={i18n._({ id: 'profile.legal.title', message: 'Legal and tax data' })}
      links={[{ href: '/profile/legal', label: i18n._({ id: 'profile.legal.open', message: 'See and change legal data' }) }]}
    >
      <Facts
        rows={[
          [
            i18n._({ id: 'profile.legal.records', message: 'Records' }),
            i18n._({ id: 'profile.legal.recordCount', message: '{count, plural, =0 {None} one {# record} other {# records}}', values: { count: profile.legalData.length } }),
          ],
          [
            i18n._({ id: 'profile.legal.taxNumbers', message: 'Tax numbers' }),
            hasMissingTaxNumber(profile.legalData)
              ? i18n._({ id: 'profile.legal.taxMissing', message: 'At least one is missing' })
              : i18n._({ id: 'profile.legal.taxComplete', message: 'Complete' }),
          ],
        ]}
      />
    </Section>
  );
}

/** The bank account, by its last digits. */
export function PaymentSection({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'profile.none', message: 'Not given' });
  return (
    <Section
      title={i18n._({ id: 'profile.payment.title', message: 'Payment information' })}
      links={[{ href: '/profile/payment-info', label: i18n._({ id: 'profile.payment.open', message: 'See payment information' }) }]}
    >
      <Facts
        rows={[
          [
            i18n._({ id: 'profile.payment.account', message: 'Bank account' }),
            profile.iban ? i18n._({ id: 'profile.payment.endingIn', message: 'ending in {digits}', values: { digits: profile.iban.replace(/\s/g, '').slice(-4) } }) : none,
          ],
        ]}
      />
    </Section>
  );
}

/** Password and passkeys. */
export function SecuritySection({ passkeyCount }: { passkeyCount: number | undefined }) {
  const { i18n } = useLingui();
  return (
    <Section
      title={i18n._({ id: 'profile.security.title', message: 'Sign-in and security' })}
      links={[
        { href: '/profile/change-password', label: i18n._({ id: 'profile.security.changePassword', message: 'Change password' }) },
        { href: '/profile/passwordless-login', label: i18n._({ id: 'profile.security.passkeys', message: 'Manage passkeys' }) },
        { href: '/profile/sessions', label: i18n._({ id: 'profile.security.sessions', message: 'Where you are signed in' }) },
      ]}
    >
      <Facts
        rows={[
          [i18n._({ id: 'profile.security.password', message: 'Password' }), i18n._({ id: 'profile.security.passwordSet', message: 'Set' })],
          ...(passkeyCount === undefined
            ? []
            : ([
                [
                  i18n._({ id: 'profile.security.passkeyCount', message: 'Passkeys' }),
                  i18n._({ id: 'profile.security.passkeyCountValue', message: '{count, plural, =0 {None yet} one {# passkey} other {# passkeys}}', values: { count: passkeyCount } }),
                ],
              ] as [string, ReactNode][])),
        ]}
      />
    </Section>
  );
}

/** How many kinds of messages the owner gets, and where copies go. */
export function NotificationsSection({ notifications }: { notifications: QueryLike<NotificationSettings> }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'profile.none', message: 'Not given' });
  return (
    <Section
      title={i18n._({ id: 'profile.notifications.title', message: 'Notifications' })}
      links={[{ href: '/profile/notifications', label: i18n._({ id: 'profile.notifications.open', message: 'Choose notifications' }) }]}
    >
      <QueryState query={notifications} skeleton="list" loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={notificationsLoadFailed}>
        {(notifications) => (
          <Facts
            rows={[
              [
                i18n._({ id: 'profile.notifications.kinds', message: 'Messages you receive' }),
                i18n._({
                  id: 'profile.notifications.kindCount',
                  message: '{total, plural, one {{count} of # kind} other {{count} of # kinds}}',
                  values: { count: Object.values(notifications.preferences).filter((c) => c.email || c.sms || c.push).length, total: NotificationKinds.length },
                }),
              ],
              [i18n._({ id: 'profile.notifications.copies', message: 'Copies to' }), notifications.secondaryEmail ?? none],
            ]}
          />
        )}
      </QueryState>
    </Section>
  );
}
