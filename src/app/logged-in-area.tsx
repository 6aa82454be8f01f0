import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, lazy, Suspense } from 'react';
import LoggedInLayout from '../features/shell/logged-in.layout';
import { FeedbackBanner } from './feedback-banner';
import { LiveEvents } from './live-events';
import { PasskeyPrompt } from './passkey-prompt';
import { createQueryClient } from './query-client';

// The install banner and offline status are not needed to paint: their own chunk.
const ShellBehaviours = lazy(() => import('./shell-behaviours'));

// One cache for the whole signed-in visit; it loads with the first logged-in page, never on /login.
const queryClient = createQueryClient();

/** The logged-in layout inside the query cache that its pages read server state from. */
export default function LoggedInArea(props: ComponentProps<typeof LoggedInLayout>) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoggedInLayout {...props} />
      <Suspense fallback={null}>
        <LiveEvents />
        <PasskeyPrompt />
        <FeedbackBanner />
        <ShellBehaviours />
      </Suspense>
    </QueryClientProvider>
  );
}
