import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { container } from '../../ui/container.css';
import { ExternalLinkIcon, LogoutIcon, UserIcon } from '../../ui/icon';
import { Menu } from '../../ui/menu';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { BrandConfig } from './brand';
import { Logo } from './logo.view';
import * as styles from './shell.css';
import { type ContactPages, SupportCenterMenu, SupportCenterSheet } from './support-center.view';

export interface LoggedInHeaderProps {
  brand: BrandConfig;
  languageSwitch: ReactNode;
  userName: string;
  showInsurance: boolean;
  contactPages?: ContactPages;
  onLogout: () => void;
  /** The inbox bell (a link to /inbox that shows when something is new). */
  bell?: ReactNode;
}

/** Logged-in header: logo (wide screens), inbox bell, language, old portal and support (small screens), account. */
export function LoggedInHeader({ brand, languageSwitch, userName, showInsurance, contactPages, onLogout, bell }: LoggedInHeaderProps) {
  const { i18n } = useLingui();
  const accountItems = [
    { label: i18n._({ id: 'shell.account.changePassword', message: 'Change password' }), href: '/profile/change-password' },
    { label: i18n._({ id: 'shell.account.logout', message: 'Log out' }), icon: <LogoutIcon />, onSelect: onLogout },
  ];
  return (
    <header className={styles.header}>
      <div className={`${styles.bar} ${container}`}>
        <Link href="/" className={`${styles.logo} ${styles.wideOnly}`} aria-label={i18n._({ id: 'shell.home', message: '{name} Owner Portal, home', values: { name: brand.name } })}>
          <Logo name={brand.name} nameFrom="xl" />
        </Link>
        <span className={styles.spacer} />
        {bell}
        {languageSwitch}
        <a className={`${styles.iconLink} ${styles.narrowOnly}`} href={brand.oldPortal}>
          <ExternalLinkIcon />
          <VisuallyHidden>{i18n._({ id: 'shell.oldPortal', message: 'Old portal' })}</VisuallyHidden>
        </a>
        <span className={styles.narrowOnly}>
          <SupportCenterSheet brand={brand} showInsurance={showInsurance} {...(contactPages ? { contactPages } : {})} />
        </span>
        <span className={styles.wideOnly}>
          <SupportCenterMenu brand={brand} showInsurance={showInsurance} {...(contactPages ? { contactPages } : {})} />
        </span>
        {/* Phones and tablets: the account menu shows its icon only, so the header stays one row. */}
        <span className={styles.tightOnly}>
          <Menu label={userName} hideLabel icon={<UserIcon />} align="end" items={accountItems} />
        </span>
        <span className={styles.roomyOnly}>
          <Menu label={userName} icon={<UserIcon />} align="end" items={accountItems} />
        </span>
      </div>
    </header>
  );
}

