import { container } from '../../ui/container.css';
import { ToastProvider } from '../../ui/toast';
import { Footer } from './footer.view';
import { LoggedInHeader } from './logged-in-header.view';
import type { LayoutAccount, LayoutProps, LoggedInSlots } from './layout-props';
import { PreFooter } from './pre-footer.view';
import { withNav } from './primary-nav.css';
import * as styles from './shell.css';
import { SkipLink } from './skip-link.view';

/**
 * The logged-in layout: the account's header (with the inbox bell), the page, pre-footer and
 * footer. Its pages can show toasts (one polite live region for the whole signed-in area).
 */
export default function LoggedInLayout({
  account,
  bell,
  nav,
  brand,
  languageSwitch,
  guideHref,
  errorPage,
  onCookieSettings,
  children,
}: LayoutProps & LoggedInSlots & { account: LayoutAccount }) {
  return (
    <ToastProvider>
      <div className={nav ? `${styles.page} ${withNav}` : styles.page}>
        <SkipLink />
        <LoggedInHeader brand={brand} languageSwitch={languageSwitch} bell={bell} {...account} />
        {nav}
        <main id="main" tabIndex={-1} className={`${styles.memberMain} ${container}`}>
          {children}
        </main>
        <PreFooter brand={brand} showInsurance={account.showInsurance} {...(account.contactPages ? { contactPages: account.contactPages } : {})} />
        <Footer brand={brand} guideHref={guideHref} errorPage={errorPage} onCookieSettings={onCookieSettings} />
      </div>
    </ToastProvider>
  );
}
