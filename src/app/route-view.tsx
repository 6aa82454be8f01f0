import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { MessageDescriptor } from '@lingui/core';
import { SIGNED_IN_COOKIE } from '../contract/cookies';
import { NotFoundView } from '../features/shell/error.view';
import { NotAvailableView } from '../features/shell/not-available.view';
import { PageSkeleton } from '../features/shell/page-skeleton.view';
import { ArrivedInApp } from '../ui/use-focus-when';
import { useApp } from './app-context';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { lazyComponent } from './lazy-page';
import { ReplayEarlyTaps } from './replay-early-taps';
import { guard } from './route-guard';
import { sameSessionView, toSessionView } from './session-view';
import { useServerRedirect } from './use-server-redirect';
import { SessionUnavailable } from './session-unavailable';

/**
 * Applies the route guard to the current location and renders the page in its layout, saying
 * whether it was reached inside the app (ArrivedInApp: then the page starts at the top, with focus
 * on its heading).
 */
export function RouteView() {
  const [path] = useLocation();
  const [documentPath] = useState(path);
  const [arrived, setArrived] = useState(false);
  if (!arrived && path !== documentPath) setArrived(true);
  return (
    <ArrivedInApp.Provider value={arrived}>
      <GuardedPage path={path} arrived={arrived} />
    </ArrivedInApp.Provider>
  );
}

/** The route guard's decision for `path`, rendered; a new path reached in the app starts at the top. */
function GuardedPage({ path, arrived }: { path: string; arrived: boolean }) {
  const { session, early } = useApp();
  const search = useSearch();
  const view = useSelector(session, toSessionView, sameSessionView);
  // While the session is checked, the signed-in marker tells a visitor from an owner, as it told the server.
  const visitor = view.status === 'checking' && early.cookies.get(SIGNED_IN_COOKIE) !== '1';
  const unavailable = useSelector(session, (s) => s.matches({ anonymous: 'unavailable' }));
  const decision = guard(path, search, visitor ? { status: 'checking', visitor } : view);
  const loggedIn = view.status === 'loggedIn';
  // Every path may have a server redirect (spec 2); only an unknown one waits for the answer.
  const lookup = useServerRedirect(path);

  useEffect(() => {
    if (decision.kind === 'logout') session.send({ type: 'session.logout' });
  }, [decision.kind, session]);
  useEffect(() => {
    if (path !== '/tax-id' && view.status === 'loggedIn' && view.cameFromTwoFactor) session.send({ type: 'taxId.left' });
  }, [path, view, session]);
  const keepScroll = decision.kind === 'render' && decision.match.route.keepScroll === true;
  useLayoutEffect(() => {
    // The document's first page keeps the browser's scroll (a reload's, or the owner's own while
    // its server HTML hydrates).
    if (arrived && !keepScroll) window.scrollTo(0, 0);
    // Only a new path scrolls (keepScroll is read as it is for that path).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keepScroll must not scroll by itself
  }, [path]);

  switch (decision.kind) {
    case 'wait':
      return unavailable ? <SessionUnavailable onRetry={() => session.send({ type: 'session.retry' })} /> : <PageSkeleton />;
    case 'logout':
      return <PageSkeleton />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'notFound':
      return lookup === 'pending' ? <PageSkeleton /> : <NotFound loggedIn={loggedIn} />;
    case 'forbidden':
      return <NotAvailable page={decision.match.route.title} />;
    case 'render': {
      const { route } = decision.match;
      // The guard renders only routes with a page.
      const Page = lazyComponent(route.page!);
      return (
        // A signed-in owner keeps the logged-in shell on the public pages (guide, reference form).
        <Layout name={route.public && loggedIn ? 'loggedin' : route.layout} title={route.title}>
          <ErrorBoundary resetKey={path}>
            <Suspense fallback={<PageSkeleton />}>
              <Page match={decision.match} />
              <ReplayEarlyTaps />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      );
    }
  }
}

/** A page the permissions do not include, in the signed-in layout (only signed-in visitors get here). */
function NotAvailable({ page }: { page: MessageDescriptor }) {
  const { i18n } = useLingui();
  const title = /*i18n*/ { id: 'meta.forbidden', message: 'Not available' };
  return (
    <Layout name="loggedin" title={title} errorPage>
      <NotAvailableView page={i18n._(page)} />
    </Layout>
  );
}

/** The 404 page, in the layout of the area the visitor is in. */
function NotFound({ loggedIn }: { loggedIn: boolean }) {
  const { i18n } = useLingui();
  const title = /*i18n*/ { id: 'meta.notFound', message: 'Page Not Found' };
  return (
    <Layout name={loggedIn ? 'loggedin' : 'loggedout'} title={title} errorPage>
      <NotFoundView homeLabel={i18n._({ id: 'error.notFound.home', message: 'Go to homepage' })} />
    </Layout>
  );
}
