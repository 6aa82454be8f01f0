import { fromCallback, fromPromise } from 'xstate';
import { parseMobileOs } from '../domain/install-banner';
import { type InstallBannerEvent, installBannerMachine } from '../features/install-banner/install-banner.machine';
import { installPromptPort } from '../ports/install-prompt';
import type { Wiring } from './use-provided-actor';

/** The install banner over the browser's install prompt and the banner's memory on the device. */
export function provideInstallBanner({ ports }: Wiring, _args: object) {
  const install = ports.get(installPromptPort);
  return installBannerMachine.provide({
    actors: {
      loadState: fromPromise(async () => {
        const { closedAt, dismissedPermanently } = install.memory();
        return {
          closedAtMs: closedAt === null ? null : Date.parse(closedAt),
          dismissedPermanently,
          isStandalone: install.isStandalone(),
          userAgentInfo: parseMobileOs(install.userAgent()),
          nowMs: Date.now(),
        };
      }),
      promptAvailability: fromCallback<InstallBannerEvent>(({ sendBack }) => install.onAvailable(() => sendBack({ type: 'prompt.available' }))),
      installedWatch: fromCallback<InstallBannerEvent>(({ sendBack }) => install.onInstalled(() => sendBack({ type: 'app.installed' }))),
      showPrompt: fromPromise(() => install.prompt()),
      recordClose: fromPromise(async () => install.recordClose(new Date().toISOString())),
      recordDismissal: fromPromise(async () => install.dismissPermanently()),
    },
  });
}
