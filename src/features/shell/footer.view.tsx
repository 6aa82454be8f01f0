import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { container } from '../../ui/container.css';
import { type BrandConfig, urlFor } from './brand';
import { Logo } from './logo.view';
import * as styles from './shell.css';

export interface FooterProps {
  brand: BrandConfig;
  guideHref: string | null;
  /** Error pages hide the cookie settings link (spec 2). */
  errorPage: boolean;
  onCookieSettings: () => void;
}

/** Guide, privacy policy, legal information, cookie settings, logo. */
export function Footer({ brand, guideHref, errorPage, onCookieSettings }: FooterProps) {
  const { i18n } = useLingui();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.footerBar} ${container}`}>
        {guideHref && (
          <Link href={guideHref} className={styles.footerLink}>
            {i18n._({ id: 'shell.guide', message: 'Guide' })}
          </Link>
        )}
        <a className={styles.footerLink} href={urlFor(brand.privacyPolicy, i18n.locale)}>
          {i18n._({ id: 'shell.privacy', message: 'Privacy policy' })}
        </a>
        <a className={styles.footerLink} href={urlFor(brand.legalInformation, i18n.locale)}>
          {i18n._({ id: 'shell.legal', message: 'Legal information' })}
        </a>
        {!errorPage && (
          <button type="button" className={styles.footerLink} onClick={onCookieSettings}>
            {i18n._({ id: 'shell.cookieSettings', message: 'Cookie settings' })}
          </button>
        )}
        <span className={styles.spacer} />
        <span className={styles.logo}>
          <Logo name={brand.name} />
        </span>
      </div>
    </footer>
  );
}
