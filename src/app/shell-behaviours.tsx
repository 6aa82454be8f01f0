import { InstallBanner as InstallBannerView } from '../features/install-banner/install-banner.view';
import { provideInstallBanner } from './install-banner.provide';
import { useProvidedActor } from './use-provided-actor';

/** The install banner, started with the logged-in area. */
function InstallBanner() {
  return <InstallBannerView actor={useProvidedActor(provideInstallBanner, {})} />;
}

/** The shell's device behaviours for the signed-in visit: the install banner. */
export function ShellBehaviours() {
  return <InstallBanner />;
}
