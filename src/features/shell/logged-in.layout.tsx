import { container } from '../../ui/container.css';
import { Footer } from './footer.view';
import { LoggedInHeader } from './logged-in-header.view';
import type { LayoutAccount, LayoutProps } from './layout-props';
import { PreFooter } from './pre-footer.view';
import * as styles from './shell.css';
import { SkipLink } from './skip-link.view';

/** The logged-in layout: the account's header, the page, pre-footer and footer. */
export default function LoggedInLayout({ account, brand, languageSwitch, guideHref, errorPage, onCookieSettings, children }: LayoutProps & { account: LayoutAccount }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <LoggedInHeader brand={brand} languageSwitch={languageSwitch} {...account} />
      <main id="main" tabIndex={-1} className={`${styles.main} ${container}`}>
        {children}
      </main>
      <PreFooter brand={brand} showInsurance={account.showInsurance} />
      <Footer brand={brand} guideHref={guideHref} errorPage={errorPage} onCookieSettings={onCookieSettings} />
    </div>
  );
}
