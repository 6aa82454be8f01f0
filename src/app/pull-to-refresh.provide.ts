import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { parseMobileOs } from '../domain/install-banner';
import { canReload, shouldRefresh } from '../domain/pull-to-refresh';
import { pullToRefreshMachine } from '../features/pull-to-refresh/pull-to-refresh.machine';
import { installPromptPort } from '../ports/install-prompt';
import { storePort } from '../ports/key-value-store';
import type { Wiring } from './use-provided-actor';

/** When the iOS app last reloaded by a pull (epoch ms), kept across the reload. */
const LAST_RELOAD_KEY = 'pull-to-refresh.lastReload';

/**
 * Pull-to-refresh: fetches the page's queries again (no reload), except in the iOS installed app,
 * which reloads at 75 px; either at most once in 10 s (the seed's guard).
 */
export function providePullToRefresh({ ports }: Wiring, { queryClient }: { queryClient: QueryClient }) {
  const device = ports.get(installPromptPort);
  const store = ports.get(storePort);
  const iosPwa = parseMobileOs(device.userAgent()).os === 'ios' && device.isStandalone();
  let lastRefresh: number | null = null;
  return pullToRefreshMachine.provide({
    guards: { pastThreshold: ({ context }) => shouldRefresh(context.distance, { iosPwa }) },
    actors: {
      refresh: fromPromise(async () => {
        const now = Date.now();
        if (iosPwa) {
          const last = Number(store.get(LAST_RELOAD_KEY));
          if (!canReload(Number.isFinite(last) && last > 0 ? last : null, now)) return;
          store.set(LAST_RELOAD_KEY, String(now));
          window.location.reload();
          return;
        }
        if (!canReload(lastRefresh, now)) return;
        lastRefresh = now;
        await queryClient.refetchQueries({ type: 'active' });
      }),
    },
  });
}
