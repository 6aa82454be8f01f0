import { portKey } from './port-key';

/** What the install banner remembers on this device (the seed: hidden 1080 h after close, or for good). */
export interface InstallBannerMemory {
  /** When the banner was last closed (ISO instant); null if never. */
  readonly closedAt: string | null;
  readonly dismissedPermanently: boolean;
}

/** The browser's side of installing the portal as an app, and what the banner remembers. */
export interface InstallPrompt {
  /** The browser's user agent, to tell iOS and Android versions apart. */
  userAgent(): string;
  /** Whether the portal already runs as the installed app (display-mode standalone). */
  isStandalone(): boolean;
  memory(): InstallBannerMemory;
  recordClose(at: string): void;
  dismissPermanently(): void;
  /** Calls back once the browser offers its install prompt (Chromium's `beforeinstallprompt`), at once if it already has. */
  onAvailable(listener: () => void): () => void;
  /** Shows the browser's install prompt; resolves with the owner's answer. */
  prompt(): Promise<'accepted' | 'dismissed'>;
  /** Calls back when the app was installed (by the banner or the browser's own menu). */
  onInstalled(listener: () => void): () => void;
}

export const installPromptPort = portKey<InstallPrompt>('installPrompt');
