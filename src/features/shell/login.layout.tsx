import { container } from '../../ui/container.css';
import { Footer } from './footer.view';
import { LoggedOutHeader } from './logged-out-header.view';
import type { LayoutProps } from './layout-props';
import * as styles from './shell.css';
import { SkipLink } from './skip-link.view';

/** The login layout: used only by the login page; a focused card, no pre-footer. */
export default function LoginLayout({ brand, languageSwitch, guideHref, errorPage, onCookieSettings, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <LoggedOutHeader brand={brand} languageSwitch={languageSwitch} guideHref={guideHref} />
      <main id="main" tabIndex={-1} className={`${styles.loginMain} ${container}`}>
        <div className={styles.loginCard}>{children}</div>
      </main>
      <Footer brand={brand} guideHref={guideHref} errorPage={errorPage} onCookieSettings={onCookieSettings} />
    </div>
  );
}
