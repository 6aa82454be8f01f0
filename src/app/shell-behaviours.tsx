import { useQueryClient } from '@tanstack/react-query';
import { InstallBanner as InstallBannerView } from '../features/install-banner/install-banner.view';
import { OfflineStatus as OfflineStatusView } from '../features/offline/offline-status.view';
import { PullToRefresh as PullToRefreshView } from '../features/pull-to-refresh/pull-to-refresh.view';
import { provideInstallBanner } from './install-banner.provide';
import { provideOfflineStatus } from './offline-status.provide';
import { providePullToRefresh } from './pull-to-refresh.provide';
import { shellBehavioursModule } from './modules/shell-behaviours.module';
import { useProvidedActor } from './use-provided-actor';
import { useModules } from './use-modules';

/** The install banner, started with the logged-in area. */
function InstallBanner() {
  return <InstallBannerView actor={useProvidedActor(provideInstallBanner, {})} />;
}

/** Whether offline copies are on screen; back online it refreshes the visit's queries. */
function OfflineStatus() {
  const queryClient = useQueryClient();
  return <OfflineStatusView actor={useProvidedActor(provideOfflineStatus, { queryClient })} />;
}

/** Pull-to-refresh on touch screens: the page's queries are fetched again. */
function PullToRefresh() {
  const queryClient = useQueryClient();
  return <PullToRefreshView actor={useProvidedActor(providePullToRefresh, { queryClient })} />;
}

/** The shell's device behaviours for the signed-in visit: the install banner, the offline status, pull-to-refresh. */
export default function ShellBehaviours() {
  useModules(shellBehavioursModule);
  return (
    <>
      <PullToRefresh />
      <OfflineStatus />
      <InstallBanner />
    </>
  );
}
