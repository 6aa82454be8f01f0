import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, lazy, type ReactNode, useMemo } from 'react';
import LoggedInLayout from '../features/shell/logged-in.layout';
import { pageLinksPort } from '../ports/page-links';
import { PageOpensContext } from '../ui/page-opens';
import { useAfterHydration } from '../ui/use-after-hydration';
import { useApp, useContainer } from './app-context';
import { OptionalPart } from './optional-part';
import { PrimaryNavigation } from './primary-navigation';
import { useMembersCatalog } from './use-members-catalog';
import { visitQueryClient } from './visit-query-client';

// Not needed for the page to be usable: they load after it, in chunks of their own.
const LiveEvents = lazy(() => import('./live-events').then((m) => ({ default: m.LiveEvents })));
const PasskeyPrompt = lazy(() => import('./passkey-prompt').then((m) => ({ default: m.PasskeyPrompt })));
const FeedbackBanner = lazy(() => import('./feedback-banner').then((m) => ({ default: m.FeedbackBanner })));

// The install banner and offline status are not needed to paint: their own chunk.
const ShellBehaviours = lazy(() => import('./shell-behaviours'));

/** The logged-in layout and its navigation (neither loads on /login) inside the query cache that its pages read server state from, with the signed-in pages' texts. */
export default function LoggedInArea(props: Omit<ComponentProps<typeof LoggedInLayout>, 'nav'>) {
  useMembersCatalog();
  // One cache for the whole signed-in visit (it loads with the first logged-in page, never on /login).
  const queryClient = visitQueryClient(useApp());
  return (
    <QueryClientProvider client={queryClient}>
      <PageOpens>
        <LoggedInLayout {...props} nav={<PrimaryNavigation />} />
      </PageOpens>
      <BrowserBehaviours />
    </QueryClientProvider>
  );
}

/**
 * The browser's behaviours (live events, prompts, banners, pull-to-refresh) are no part of a page's
 * HTML: they depend on the device and the visit, and start once the page has hydrated (a component
 * of their own, so only it renders again then).
 */
function BrowserBehaviours() {
  const browser = useAfterHydration(() => true, false);
  if (!browser) return null;
  return (
    <OptionalPart>
      <LiveEvents />
      <PasskeyPrompt />
      <FeedbackBanner />
      <ShellBehaviours />
    </OptionalPart>
  );
}

/** Links to portal pages show only where the PageLinks port says the page opens (ui/page-link.tsx). */
function PageOpens({ children }: { children: ReactNode }) {
  const links = useContainer().get(pageLinksPort);
  const opens = useMemo(() => (href: string) => links.opens(href), [links]);
  return <PageOpensContext value={opens}>{children}</PageOpensContext>;
}
