import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { container } from '../../ui/container.css';
import { type BrandConfig, urlFor } from './brand';
import { Logo } from './logo.view';
import * as styles from './shell.css';

export interface LoggedOutHeaderProps {
  brand: BrandConfig;
  languageSwitch: ReactNode;
  /** The guide link is hidden on the guide page, and while there is no guide page. */
  guideHref: string | null;
}

/** Logged-out header: logo to the group website, guide link, language. */
export function LoggedOutHeader({ brand, languageSwitch, guideHref }: LoggedOutHeaderProps) {
  const { i18n } = useLingui();
  return (
    <header className={styles.header}>
      <div className={`${styles.bar} ${container}`}>
        <a className={styles.logo} href={urlFor(brand.groupSite, i18n.locale)} aria-label={i18n._({ id: 'shell.groupSite', message: '{name} website', values: { name: brand.name } })}>
          <Logo name={brand.name} nameFrom="md" />
        </a>
        <span className={styles.spacer} />
        {guideHref && (
          <Link href={guideHref} className={styles.footerLink}>
            {i18n._({ id: 'shell.guide', message: 'Guide' })}
          </Link>
        )}
        {languageSwitch}
      </div>
    </header>
  );
}
