/** Chromium's install prompt event: not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps Chromium's `beforeinstallprompt` from the first moment (main.tsx calls this at boot): the
 * browser may fire it before the banner's chunk loads, and fires it once. The browser's own
 * mini-infobar is suppressed; the banner offers the prompt by the seed's rules instead.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => void (captured = null));
}

/** The captured prompt event, if the browser offered one (a prompt can be shown only once). */
export function capturedInstallPrompt(): BeforeInstallPromptEvent | null {
  return captured;
}

/** Takes the captured prompt: it cannot be shown twice. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = captured;
  captured = null;
  return event;
}

export function onInstallPromptCaptured(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
