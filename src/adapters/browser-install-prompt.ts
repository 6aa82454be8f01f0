import type { InstallBannerMemory, InstallPrompt } from '../ports/install-prompt';
import type { KeyValueStore } from '../ports/key-value-store';
import { capturedInstallPrompt, onInstallPromptCaptured, takeInstallPrompt } from './install-prompt-capture';

/** The localStorage key of the banner's memory on this device. */
export const INSTALL_BANNER_KEY = 'install-banner';

function readMemory(raw: string | null): InstallBannerMemory {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<InstallBannerMemory>;
    return {
      closedAt: typeof value.closedAt === 'string' && !Number.isNaN(Date.parse(value.closedAt)) ? value.closedAt : null,
      dismissedPermanently: value.dismissedPermanently === true,
    };
  } catch {
    return { closedAt: null, dismissedPermanently: false };
  }
}

/** The install prompt of Chromium (captured at boot), the standalone check, and the banner's memory in localStorage. */
export class BrowserInstallPrompt implements InstallPrompt {
  constructor(private readonly store: KeyValueStore) {}

  userAgent() {
    return navigator.userAgent;
  }

  isStandalone() {
    // Safari's own flag, for the home-screen app on iOS.
    return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  }

  memory() {
    return readMemory(this.store.get(INSTALL_BANNER_KEY));
  }

  recordClose(at: string) {
    this.store.set(INSTALL_BANNER_KEY, JSON.stringify({ ...this.memory(), closedAt: at }));
  }

  dismissPermanently() {
    this.store.set(INSTALL_BANNER_KEY, JSON.stringify({ ...this.memory(), dismissedPermanently: true }));
  }

  onAvailable(listener: () => void) {
    if (capturedInstallPrompt()) queueMicrotask(listener);
    return onInstallPromptCaptured(listener);
  }

  async prompt() {
    const event = takeInstallPrompt();
    if (!event) return 'dismissed' as const;
    await event.prompt();
    return (await event.userChoice).outcome;
  }

  onInstalled(listener: () => void) {
    window.addEventListener('appinstalled', listener);
    return () => window.removeEventListener('appinstalled', listener);
  }
}
