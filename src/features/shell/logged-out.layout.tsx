import { container } from '../../ui/container.css';
import { Footer } from './footer.view';
import { LoggedOutHeader } from './logged-out-header.view';
import type { LayoutProps } from './layout-props';
import { PreFooter } from './pre-footer.view';
import * as styles from './shell.css';
import { SkipLink } from './skip-link.view';

/** The logged-out layout: recovery, two-factor and public pages. */
export default function LoggedOutLayout({ brand, languageSwitch, guideHref, errorPage, onCookieSettings, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <LoggedOutHeader brand={brand} languageSwitch={languageSwitch} guideHref={guideHref} />
      <main id="main" tabIndex={-1} className={`${styles.main} ${container}`}>
        <div className={errorPage ? undefined : styles.loginCard}>{children}</div>
      </main>
      <PreFooter brand={brand} showInsurance={false} />
      <Footer brand={brand} guideHref={guideHref} errorPage={errorPage} onCookieSettings={onCookieSettings} />
    </div>
  );
}
