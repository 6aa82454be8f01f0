import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toHtmlLocale } from '../domain/locale';
import { LanguageSwitch } from '../features/shell/language-switch.view';
import { PageSkeleton } from '../features/shell/page-skeleton.view';
import { useApp } from './app-context';
import { brand } from './brand';
import { ConsentLinkContext } from './consent-link';
import { PageTitleOverride } from './page-title';
import { lazyComponent, preloadComponent } from './lazy-page';
import { ArrivedInApp, focusPageHeading } from '../ui/use-focus-when';
import { OptionalPart } from './optional-part';
import { matchRoute } from './route-table';
import type { LayoutName } from './route-types';

// Each layout is its own chunk: the login page loads neither the account header nor the pre-footer.
const layoutModules = {
  login: () => import('../features/shell/login.layout'),
  loggedout: () => import('../features/shell/logged-out.layout'),
  loggedin: () => import('./logged-in-area'),
};

/** Loads a layout's chunk ahead of its first render (main.tsx, before hydrating a prerendered page). */
export function preloadLayout(name: LayoutName): Promise<void> {
  return preloadComponent(layoutModules[name]);
}
// The bell reads the inbox port, so it waits for the container; its own chunk keeps /login lean.
const InboxBell = lazy(() => import('./inbox-bell'));

export interface LayoutProps {
  name: LayoutName;
  title: MessageDescriptor;
  errorPage?: boolean;
  children: ReactNode;
}

/** Wires a layout to the session, the language switch and cookie settings (app/consent-host.tsx); sets title and focus. */
export function Layout({ name, title, errorPage = false, children }: LayoutProps) {
  const { session, localeSwitch } = useApp();
  const { i18n } = useLingui();
  const [path] = useLocation();
  const profile = useSelector(session, (s) => s.context.profile);
  const consentLink = useContext(ConsentLinkContext);
  // A page showing its not-found state names it in the title (page-title.ts); cleared with the path.
  const [override, setOverride] = useState<{ title: string; path: string } | null>(null);
  const overrideTitle = override?.path === path ? override.title : null;
  usePageTitle(overrideTitle ?? i18n._(title), i18n.locale, path);
  const setTitle = useCallback((next: string | null) => setOverride(next === null ? null : { title: next, path: window.location.pathname }), []);

  // Each layout is its own chunk (lazy unless main.tsx preloaded it).
  const LoggedIn = lazyComponent(layoutModules.loggedin);
  const Login = lazyComponent(layoutModules.login);
  const LoggedOut = lazyComponent(layoutModules.loggedout);
  const pageOf = (href: string) => (matchRoute(href)?.route.page != null ? href : null);
  const common = {
    brand,
    languageSwitch: <LanguageSwitch localeSwitch={localeSwitch} />,
    guideHref: matchRoute('/guide')?.route.page != null && path !== '/guide' ? '/guide' : null,
    errorPage,
    onCookieSettings: () => consentLink?.open(),
  };
  const page =
    name === 'loggedin' && profile ? (
      <LoggedIn
        {...common}
        account={{
          userName: profile.fullName,
          showInsurance: profile.permissions.includes('ViewErv'),
          contactPages: { write: pageOf('/contact-us'), list: pageOf('/contact-list') },
          onLogout: () => session.send({ type: 'session.logout' }),
        }}
        bell={
          <OptionalPart>
            <InboxBell />
          </OptionalPart>
        }
      >
        {children}
      </LoggedIn>
    ) : name === 'login' ? (
      <Login {...common}>{children}</Login>
    ) : (
      <LoggedOut {...common}>{children}</LoggedOut>
    );
  return (
    <PageTitleOverride.Provider value={setTitle}>
      <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
    </PageTitleOverride.Provider>
  );
}

/** Title "<page> · <provider>", the html lang, and focus on the new page's heading after a navigation inside the app. */
function usePageTitle(title: string, locale: string, path: string) {
  const arrived = useContext(ArrivedInApp);
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
    const lang = toHtmlLocale(locale).replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
    // Even the same value set again restyles and lays out the whole page (hyphenation follows it):
    // a server-rendered page already has it.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [title, locale]);
  useEffect(() => {
    // The document's first page keeps the browser's focus (use-focus-when.ts, useFocusOnArrival).
    if (!arrived) return;
    // A page that focused its one field (marked data-page-focus, e.g. /2fa) keeps that focus.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.pageFocus !== undefined && document.getElementById('main')?.contains(active)) return;
    // Screen readers announce the new page when focus moves to its heading.
    focusPageHeading();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path moves focus
  }, [path]);
}
